import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@consult/ui';
import { appConfig } from './config';
import { routes } from './app/routes';

/**
 * Loads the lazy route modules of the current address before the first render, so that it is the
 * page itself (for a prerendered page, the very page hydration must match), never a fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  // A prerendered page says which path it was rendered for; the page shell served for any other
  // address (the SPA fallback) is rendered in the browser from scratch.
  const prerendered = container.dataset['prerenderedPath'] === window.location.pathname;
  await loadMatchedRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders app="marketing" urls={appConfig.urls} apiBaseUrl={appConfig.apiBaseUrl}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
