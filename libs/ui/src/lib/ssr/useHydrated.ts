import { useSyncExternalStore } from 'react';
import { onPageHydrated, pageHydrated } from './hydrate-later';

/**
 * False while React renders on the server and while it hydrates prerendered HTML, until the last
 * part of the page has hydrated (hydrateInParts); true from the render after that, and at once in
 * an app that was not prerendered. Markup that depends on the browser (the window's width) waits
 * for it, so the prerendered HTML and the first client render agree; a form stays disabled until
 * every one of its fields can take what is typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(onPageHydrated, pageHydrated, () => false);
}
