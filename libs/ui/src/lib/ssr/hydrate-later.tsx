import { Suspense, type ReactNode } from 'react';

/** Set by hydrateInParts while the prerendered page hydrates (synchronous in Preact). */
let hydrating = false;
/**
 * Whether this app hydrates in parts (the marketing site, set before its first render). In an app
 * rendered in the browser only (the portal, the console), HydrateLater adds nothing to the tree.
 */
let inParts = false;
/** The last part's turn: each part hydrates in a task of its own, one after another. */
let lastTurn: Promise<void> = Promise.resolve();
/** Whether every part of the page has hydrated, and who wants to hear when it has. */
let allHydrated = false;
const hydrationListeners = new Set<() => void>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `hydrate` in a task of its own (after the one that evaluated the app's scripts), with the
 * parts wrapped in HydrateLater left for later tasks; resolves once the last of them has hydrated.
 */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  inParts = true;
  await nextTask();
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  // A part hydrates in the microtasks after its turn's promise resolves: done by the next task.
  await lastTurn;
  await nextTask();
  allHydrated = true;
  for (const listener of hydrationListeners) listener();
}

/**
 * Whether the page is live: true at once in an app rendered in the browser, and on a prerendered
 * page once its last part has hydrated (useHydrated reads it).
 */
export function pageHydrated(): boolean {
  return !inParts || allHydrated;
}

/**
 * Whether a part mounting now belongs to the prerendered page being hydrated: true from the start
 * of hydrateInParts until its last part has hydrated (StaticPart keeps such a part's markup).
 */
export function keepsPrerenderedMarkup(): boolean {
  return inParts && !allHydrated;
}

/** Calls `listener` when the prerendered page's last part has hydrated. */
export function onPageHydrated(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

/**
 * Holds the clicks on the prerendered page's buttons until it has hydrated, then makes them again.
 * Before hydration a button is on the screen with no handler: a visitor's quick tap on a story
 * filter or a menu button would do nothing (or submit a form natively). Links are left alone:
 * they work as plain links. Call the returned function once the page has hydrated.
 */
export function holdEarlyClicks(root: Document = document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    for (const button of held) if (button.isConnected) button.click();
  };
}

function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

/**
 * Resolves in the task after the prerendered page's last part has hydrated: by then the render
 * that the page going live causes has been made, and a part it drops is gone, never hydrated.
 */
function afterPageLive(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onPageHydrated(() => {
      stop();
      void nextTask().then(resolve);
    });
  });
}

function Gate({ children, untilLive }: { children: ReactNode; untilLive: boolean }) {
  // Suspending while the page hydrates keeps the prerendered markup as it is; Preact hydrates it
  // when the promise resolves, in a task of its own (by then `hydrating` is false again).
  if (hydrating) throw untilLive ? afterPageLive() : nextTurn();
  return children;
}

/**
 * A part of a prerendered page that hydrates in a task of its own after the rest, so that no
 * single task holds the main thread for the whole page (Lighthouse's total blocking time, issue
 * 19). Its markup is on the screen from the first paint and its links work as plain links
 * meanwhile; rendered in the browser (a later page of the visit) or by the prerender, it is just
 * its children. The parts of a page hydrate in the order they come in it; a part inside a part
 * hydrates with the outer one. A part renders one element: Preact takes a part's markup over from
 * its first node, and one of two would be drawn again (the page moving as it does).
 *
 * `untilLive`: the part waits until every other part has hydrated, for markup the page drops
 * when it goes live (the header's bar for the other width), which is then never hydrated at all.
 */
export function HydrateLater({
  children,
  untilLive = false,
}: {
  children: ReactNode;
  untilLive?: boolean;
}) {
  if (!inParts) return children;
  return (
    <Suspense fallback={null}>
      <Gate untilLive={untilLive}>{children}</Gate>
    </Suspense>
  );
}
