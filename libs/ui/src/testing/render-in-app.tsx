import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppStore } from '@consult/api-client';
import type { AppUrls, User } from '@consult/domain';
import { AppProviders } from '../lib/config/AppProviders';
import { DeferredAppProviders } from '../lib/config/DeferredAppProviders';
import type { AppName } from '../lib/config/AppConfigProvider';
import { SpecStyles } from './spec-styles';

export const TEST_URLS: AppUrls = {
  marketing: 'http://localhost:4200',
  portal: 'http://localhost:4201',
  admin: 'http://localhost:4202',
};

let nextUserId = 1;

/** A signed-in client; any field can be overridden. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = nextUserId++;
  return {
    id,
    username: `eleanor${id}`,
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    email: `eleanor.${id}@example.com`,
    emailVerified: true,
    isAdmin: false,
    ...overrides,
  };
}

export interface RenderRoutesOptions {
  app?: AppName;
  /** The URL the router starts at. */
  path?: string;
}

/**
 * Renders an app's route table: fresh store, theme, toasts, app configuration and a memory router,
 * with the specs' style sheet ({@link SpecStyles}).
 */
export function renderRoutes(
  routes: RouteObject[],
  { app = 'marketing', path = '/' }: RenderRoutesOptions = {},
) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <SpecStyles>
      <AppProviders app={app} urls={TEST_URLS} apiBaseUrl="/api" store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </SpecStyles>,
  );
  return { ...result, store, router };
}

export interface RenderInAppOptions extends RenderRoutesOptions {
  /** Extra routes beside the one rendering `ui` at every path. */
  routes?: RouteObject[];
}

/** Renders `ui` at every path of one of the apps (see renderRoutes). */
export function renderInApp(
  ui: ReactElement,
  { routes = [], ...options }: RenderInAppOptions = {},
) {
  return renderRoutes([...routes, { path: '*', element: ui }], options);
}

/**
 * Renders `ui` at every path inside the marketing site's providers (DeferredAppProviders: no API
 * store up front, the session asked once the page is live), as its pages have them.
 */
export function renderInMarketing(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <DeferredAppProviders app="marketing" urls={TEST_URLS} apiBaseUrl="/api">
      <RouterProvider router={router} />
    </DeferredAppProviders>,
  );
}
