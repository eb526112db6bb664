import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';
configure({ asyncUtilTimeout: 5000 });
const internals = (React as any).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set() {} });
