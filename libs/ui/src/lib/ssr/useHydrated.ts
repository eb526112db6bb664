import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates prerendered HTML; true from the
 * first render after that, and at once in an app that was not prerendered. Markup that depends on
 * the browser (the window's width) waits for it, so the prerendered HTML and the first client render
 * agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
