import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { DeferredAppProviders, holdEarlyClicks, hydrateInParts } from '@consult/ui';
import { appConfig } from './config';
import { browserEmotionCache } from './emotion';
import { preloadMatches } from './app/lazy-page';
import { MarketingRoutes, routes } from './app/routes';

async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  // A prerendered page says which path it was rendered for; the page shell served for any other
  // address (the SPA fallback) is rendered in the browser from scratch.
  const prerendered = container.dataset['prerenderedPath'] === window.location.pathname;
  const releaseClicks = prerendered ? holdEarlyClicks() : undefined;
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
    releaseClicks?.();
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
