import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { DeferredAppProviders, hydrateInParts } from '@consult/ui';
import { appConfig } from '../config';
import { browserEmotionCache } from '../emotion';
import { preloadMatches } from './lazy-page';
import { MarketingRoutes, routes } from './routes';

/**
 * Renders the site into `container`: hydrates the prerendered page, in parts, or renders the page
 * from scratch when the page shell was served for another address (the SPA fallback).
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  // The current page's own chunk first, so that the first render is the page itself (for a
  // prerendered page, the very page hydration must match), never a fallback.
  await preloadMatches(matchRoutes(routes, window.location));
  const app = (
    <StrictMode>
      <CacheProvider value={browserEmotionCache()}>
        <DeferredAppProviders
          app="marketing"
          urls={appConfig.urls}
          apiBaseUrl={appConfig.apiBaseUrl}
        >
          <BrowserRouter>
            <MarketingRoutes />
          </BrowserRouter>
        </DeferredAppProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (prerendered) {
    await hydrateInParts(() => hydrateRoot(container, app));
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
