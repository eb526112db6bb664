import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';

// `findBy…` and `waitFor` wait up to 1 s by default: on a busy 2-core machine a page driven through
// MUI, Formik and RTK Query can take longer to settle, which fails a correct test. Wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// React's development build records where each element was created (an Error and its stack, for
// the "owner stacks" of its warnings), for the first 10,000 elements of every second; a form spec
// creates hundreds of thousands, and the portal's unit tests took 13% more CPU with those stacks
// (docs/performance.md, "The test command"). The counter reads as spent, so React takes its
// "unknown owner" stack instead: its warnings still fire, with a shorter component stack, and
// nothing a spec asserts changes.
// A React that keeps the counter elsewhere only brings the cost back, and libs/ui's
// owner-stacks.spec.ts then fails.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
