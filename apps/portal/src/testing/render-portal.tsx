import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@consult/api-client';
import { AppProviders } from '@consult/ui';
import { SpecStyles, TEST_URLS } from '@consult/ui/testing';
import { EmailVerificationBanner } from '../app/features/email-verification/EmailVerificationBanner';
import { routes } from '../app/routes';

/**
 * Renders the portal's routes at `path` the way main.tsx does, with a memory router, a fresh store
 * and the specs' style sheet (`SpecStyles`). Stub the API first (`mockApi` of @consult/ui/testing).
 */
export function renderPortal(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <SpecStyles>
      <AppProviders
        app="portal"
        urls={TEST_URLS}
        apiBaseUrl="/api"
        store={createAppStore()}
        pageNotice={<EmailVerificationBanner />}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </SpecStyles>,
  );
  return { router, user };
}
