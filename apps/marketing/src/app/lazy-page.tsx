import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page loaded with its own chunk; `preload` loads it ahead of rendering (before hydration). */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * A page in a chunk of its own. Once loaded (by `preload`, or by a first render that suspends), it
 * renders at once: a prerendered page whose chunk was preloaded hydrates with no fallback, and a
 * page reached by a link shows when its chunk arrives (the router keeps the old page meanwhile).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= await load();
  };
  const Suspended = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Page = () =>
    Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={null}>
        <Suspended />
      </Suspense>
    );
  return Object.assign(Page, { preload });
}

/** A route whose element is a lazy page, with the page's preload in its handle. */
export function lazyRoute(path: string, Page: LazyPage): RouteObject {
  return { path, element: <Page />, handle: { preload: Page.preload } };
}

/** Loads the chunks of the pages that `matches` will render. */
export async function preloadMatches(
  matches: readonly { route: RouteObject }[] | null,
): Promise<void> {
  const preloads = (matches ?? []).flatMap(({ route }) => {
    const preload = (route.handle as { preload?: () => Promise<void> } | undefined)?.preload;
    return preload ? [preload()] : [];
  });
  await Promise.all(preloads);
}
