import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppStore } from '@consult/api-client';
import { AppProviders } from '@consult/ui';
import { SpecStyles, TEST_URLS } from '@consult/ui/testing';
import { routes } from '../app/routes';

// The console's pages are large and some load lazily: on a busy machine (the suites run in
// parallel) finding what they show can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

/**
 * Renders the console's routes at `path` the way main.tsx does, with a memory router, a fresh store
 * and the specs' style sheet (`SpecStyles`). Stub the API first (`mockApi` of @consult/ui/testing;
 * `signedInAdmin` for the guard).
 */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const store = createAppStore();
  render(
    <SpecStyles>
      <AppProviders app="admin" urls={TEST_URLS} apiBaseUrl="/api" store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </SpecStyles>,
  );
  return { router, user, store };
}
