/**
 * The one keyboard focus ring of the three apps (issue 18; docs/accessibility.md): two tones, so it
 * reaches 3:1 on every surface without knowing which one it is on. A 2 px white band hugs the
 * control and a 2 px navy band surrounds the white: on the light pages the navy band has 11.5–12:1
 * with the background, on the navy header, hero, call-to-action and footer the white band has
 * 12–16:1. Each band alone is 2 px, the whole ring 4 px.
 */
export const FOCUS_RING_COLOURS = { ring: '#1b365d', halo: '#ffffff' } as const;

const { ring, halo } = FOCUS_RING_COLOURS;

/** Drawn outside the control: white 0–2 px out (a box-shadow), navy 2–4 px out (the outline). */
export const FOCUS_RING = {
  outline: `2px solid ${ring}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${halo}`,
} as const;

/**
 * Drawn inside the control's edge, for controls whose container clips what is outside them (tabs,
 * menu and drawer items, card action areas): navy 0–2 px in, white 2–4 px in.
 */
export const FOCUS_RING_INSET = {
  outline: `2px solid ${ring}`,
  outlineOffset: -2,
  boxShadow: `inset 0 0 0 4px ${halo}`,
} as const;

/**
 * Drawn inside a tab, in three bands: navy 0–2 px in, white 2–5 px in, navy 5–7 px in. A tab may be
 * white (the strip at desktop width) or filled navy (the selected tab on a phone), and a selected
 * tab's navy indicator is painted over its bottom 2 px: on white the two navy bands, on navy the
 * white band, each reach at least the area of a 2 px ring along the tab's edge.
 */
export const FOCUS_RING_TAB = {
  outline: `2px solid ${ring}`,
  outlineOffset: -2,
  boxShadow: `inset 0 0 0 5px ${halo}, inset 0 0 0 7px ${ring}`,
} as const;

/** MUI's keyboard-focus class and the native pseudo-class, for `sx` and theme overrides. */
export const FOCUS_VISIBLE = '&.Mui-focusVisible, &:focus-visible';
