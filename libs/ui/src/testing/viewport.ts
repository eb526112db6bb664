// jsdom has no layout and no window.matchMedia: this answers width queries (as MUI's useMediaQuery
// asks them, e.g. `(min-width:768px)`) as a window of the given width would. Other features
// (prefers-reduced-motion, pointer) do not match.

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

/** Makes `window.matchMedia` answer as a window `width` px wide (set it before rendering). */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: matches(query, width),
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
