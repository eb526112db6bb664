// The marketing site's server entry, used only at build time by tools/scripts/prerender-marketing.mjs:
// renders a route to HTML (with its critical CSS and head tags) so that every public page is served
// with its content readable before any JavaScript runs.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  DeferredAppProviders,
  SessionProvider,
  SIGNED_OUT_SESSION,
  type SessionState,
} from '@consult/ui';
import { preloadMatches } from './app/lazy-page';
import { MarketingRoutes, routes } from './app/routes';
import { appConfig } from './config';
import { EMOTION_CACHE_KEY, prerenderedStyleTags } from './emotion';
import { HeadTagsCollector, headTagsHtml, type HeadTags } from './app/features/seo/head-tags';

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
  const matches = matchRoutes(routes, path);
  await preloadMatches(matches);

  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  let headTags: HeadTags | undefined;
  const page = (session?: SessionState) => {
    const router = (
      <StaticRouter location={path}>
        <MarketingRoutes />
      </StaticRouter>
    );
    return (
      <StrictMode>
        <HeadTagsCollector.Provider
          value={(tags) => {
            // The page's own render gives its head tags; the styles-only render gives none.
            if (!session) headTags = tags;
          }}
        >
          <CacheProvider value={cache}>
            <DeferredAppProviders
              app="marketing"
              urls={appConfig.urls}
              apiBaseUrl={appConfig.apiBaseUrl}
            >
              {session ? <SessionProvider value={session}>{router}</SessionProvider> : router}
            </DeferredAppProviders>
          </CacheProvider>
        </HeadTagsCollector.Provider>
      </StrictMode>
    );
  };
  const html = renderToString(page());
  // Rendered once more as a signed-out visitor sees it once the session check has answered, for
  // its styles only: the page is served with the session unknown (the account slot empty), and
  // most visitors are signed out, so their Log In button's rules come with the page instead of
  // being compiled by Emotion on the phone right after the first paint (issue 19: a task of
  // about 20-40 ms, 33 rules). The markup of this render is not used.
  renderToString(page(SIGNED_OUT_SESSION));

  const styles = prerenderedStyleTags(
    emotion.constructStyleTagsFromChunks(
      emotion.extractCriticalToChunks(html + everyClassOf(cache)),
    ),
  );
  const notFound = (matches ?? []).some((match) => match.route.path === '*');
  const head = headTags ? headTagsHtml(headTags) : '';
  return { status: notFound ? 404 : 200, html, head: head + styles };
}

/**
 * Every class name the render inserted into the cache, for the page's styles to carry them all:
 * not only those in the markup, but also those a styled component composes into its own (a
 * Button's ButtonBase styles, an AppBar's Paper styles). The browser's Emotion cache takes every
 * name it finds in the page as inserted; without these, hydrating the page would compile and
 * insert about a hundred rules of them again (issue 19: the work of hydration).
 */
function everyClassOf(cache: EmotionCache): string {
  return Object.keys(cache.inserted)
    .map((name) => ` ${cache.key}-${name}`)
    .join('');
}
