// The marketing site's server entry, used only at build time by tools/scripts/prerender-marketing.mjs:
// renders a route to HTML (with its critical CSS and head tags) so that every public page is served
// with its content readable before any JavaScript runs.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from '@consult/ui';
import { routes } from './app/routes';
import { appConfig } from './config';
import { EMOTION_CACHE_KEY } from './emotion';

export { prerenderPaths } from './app/prerender-paths';

export interface RenderedPage {
  /** The HTTP status the route answers (404 for an unknown page). */
  status: number;
  /** What goes inside <div id="root">. */
  html: string;
  /** What goes into <head>: the page's title, meta and link tags, and its critical CSS. */
  head: string;
}

/** Renders one path with the build's configuration (the apps' public URLs, the API's address). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, appConfig.urls.marketing)));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const rendered = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders app="marketing" urls={appConfig.urls} apiBaseUrl={appConfig.apiBaseUrl}>
          <StaticRouterProvider router={router} context={context} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );

  // React emits the hoisted head elements (title, meta, link, JSON-LD) before the page's markup.
  const hoisted = rendered.match(
    /^(?:<(?:title|meta|link|script type="application\/ld\+json")[^>]*>(?:[^<]*<\/(?:title|script)>)?)*/,
  );
  const headTags = hoisted?.[0] ?? '';
  const html = rendered.slice(headTags.length);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const notFound = context.matches.some((match) => match.route.path === '*');
  return { status: notFound ? 404 : context.statusCode, html, head: headTags + styles };
}
