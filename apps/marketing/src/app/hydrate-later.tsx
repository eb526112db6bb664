import { Suspense, type ReactNode } from 'react';

/** Set by main.tsx for the duration of the prerendered page's hydration (synchronous in Preact). */
let hydrating = false;
/** The last part's turn: each part hydrates in a task of its own, one after another. */
let lastTurn: Promise<void> = Promise.resolve();

/** Runs `hydrate` with the parts wrapped in HydrateLater left for later tasks. */
export function hydrateInParts(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastTurn;
}

function Gate({ children }: { children: ReactNode }) {
  // Suspending while the page hydrates keeps the prerendered markup as it is; Preact hydrates it
  // when the promise resolves, in a task of its own (by then `hydrating` is false again).
  if (hydrating) throw nextTurn();
  return children;
}

/**
 * A part of a prerendered page that hydrates in a task of its own after the rest, so that no
 * single task holds the main thread for the whole page (Lighthouse's total blocking time, issue
 * 19). Its markup is on the screen from the first paint and its links work as plain links
 * meanwhile; rendered in the browser (a later page of the visit) or by the prerender, it is just
 * its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
