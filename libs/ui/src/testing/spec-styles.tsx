import type { ReactNode } from 'react';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * The CSS properties that what the specs run in jsdom reads from a computed style: whether an
 * element is hidden (`display`, `visibility`: Testing Library's role queries and accessible
 * names, user-event's visibility check), whether it is shown (`opacity` too: jest-dom's
 * `toBeVisible`), whether a click reaches it (`pointer-events`: user-event) and the text of a
 * `::before` or `::after` (`content`: Testing Library's accessible names ask for it, though jsdom
 * computes no pseudo-element's style yet). jsdom lays nothing out, so no other property changes
 * what a spec finds or does.
 */
export const PROPERTIES_SPECS_READ: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content',
]);

/**
 * A stylis plugin that leaves out every declaration of a property outside
 * {@link PROPERTIES_SPECS_READ}; a rule left empty is left out whole.
 */
export const keepPropertiesSpecsRead: StylisPlugin = (element) => {
  if (element.type === 'decl' && !PROPERTIES_SPECS_READ.has(String(element.props))) {
    element.value = '';
    element.return = '';
  }
};

/**
 * The emotion cache of the render helpers: MUI's styles with only the properties the specs read
 * (docs/decisions.md, "The specs' style sheet"). jsdom works out a computed style by applying
 * every declaration of every rule that matches the element and its ancestors, again after each
 * change to the page; with MUI's hundreds of rules, leaving the rest out saved 9-13% of the
 * portal's and the console's unit-test CPU (docs/performance.md, "Stop 43"). A spec that
 * asserts another property (`toHaveStyle({ fontSize })`) renders without this cache, as
 * `type-scale.spec.tsx` does.
 */
export const specStyleCache = createCache({
  key: 'spec',
  stylisPlugins: [keepPropertiesSpecsRead],
});

/** Renders its children with {@link specStyleCache}. */
export function SpecStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={specStyleCache}>{children}</CacheProvider>;
}
