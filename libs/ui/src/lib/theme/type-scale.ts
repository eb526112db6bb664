import type { TypographyStyle } from '@mui/material/styles';

export const SERIF =
  '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';
export const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Titles and section headings set tighter, as MUI's h1 and h2 are in the theme. */
const tight = { letterSpacing: '-0.01em' } as const;

interface Step {
  /** The element a `Typography` of this step renders when it is given no `component`. */
  element: 'h1' | 'h2' | 'h3' | 'p';
  lineHeight: number;
  /** In px: on a phone, then from `sm` (640 px) or `md` (768 px) on. */
  sizes: readonly [number, { sm?: number; md?: number }?];
  /** The body's sans serif at its weight, instead of the headings' bold serif. */
  sans?: true;
  style?: TypographyStyle;
}

/**
 * The sizes of the three apps' headings and larger text, each a `Typography` variant. A heading
 * names its step and its level (`<Typography variant="pageTitle" component="h1">`): the level
 * follows the page's outline, the size does not. MUI's h5 and h6 (24 and 20 px) stay the portal's
 * and the console's section headings; h1 to h4 keep MUI's sizes and serve only headings that are
 * not shown.
 */
const STEPS = {
  // The marketing pages' titles: the home page's, a service's, the success stories', the rest.
  displayXl: { element: 'h1', lineHeight: 1.1, sizes: [38, { sm: 48, md: 60 }], style: tight },
  displayLg: { element: 'h1', lineHeight: 1.12, sizes: [34, { sm: 42, md: 52 }], style: tight },
  displayMd: { element: 'h1', lineHeight: 1.15, sizes: [33, { md: 47 }], style: tight },
  displaySm: { element: 'h1', lineHeight: 1.167, sizes: [32, { md: 44 }], style: tight },
  // The marketing pages' section headings.
  headlineXl: { element: 'h2', lineHeight: 1.2, sizes: [30, { md: 40 }], style: tight },
  headlineLg: { element: 'h2', lineHeight: 1.2, sizes: [28, { md: 36 }], style: tight },
  headlineMd: { element: 'h2', lineHeight: 1.2, sizes: [26, { md: 31 }], style: tight },
  headlineSm: { element: 'h2', lineHeight: 1.2, sizes: [24, { md: 29 }], style: tight },
  // The portal's and the console's page titles; the compact one for a page that is one card.
  pageTitle: { element: 'h1', lineHeight: 1.167, sizes: [26, { sm: 34 }], style: tight },
  pageTitleCompact: { element: 'h1', lineHeight: 1.167, sizes: [27, { sm: 33 }], style: tight },
  // Card and block headings.
  titleLg: { element: 'h3', lineHeight: 1.167, sizes: [24] },
  titleMd: { element: 'h3', lineHeight: 1.167, sizes: [21] },
  titleSm: { element: 'h3', lineHeight: 1.167, sizes: [20] },
  // A document's title and its sections' headings (DocumentView).
  documentTitle: { element: 'h2', lineHeight: 1.5, sizes: [24, { sm: 30 }] },
  documentHeading: {
    element: 'h3',
    lineHeight: 1.5,
    sizes: [15],
    sans: true,
    style: { fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' },
  },
  // The marketing pages' introductions under a title, and their long-form text.
  leadLg: { element: 'p', lineHeight: 1.65, sizes: [17, { md: 19 }], sans: true },
  lead: { element: 'p', lineHeight: 1.7, sizes: [16, { md: 18 }], sans: true },
  bodyLg: { element: 'p', lineHeight: 1.75, sizes: [17, { md: 18 }], sans: true },
} as const satisfies Record<string, Step>;

export type TypeScaleVariant = keyof typeof STEPS;

const entries = Object.entries(STEPS) as [TypeScaleVariant, Step][];

/** For the theme's `MuiTypography.defaultProps.variantMapping`. */
export const TYPE_SCALE_ELEMENTS = Object.fromEntries(
  entries.map(([name, step]) => [name, step.element]),
) as Record<TypeScaleVariant, Step['element']>;

/** The steps as theme typography, with media queries at the theme's breakpoints. */
export function typeScale(breakpoints: { sm: number; md: number }) {
  return Object.fromEntries(
    entries.map(([name, step]) => {
      const [phone, wider = {}] = step.sizes;
      const style: TypographyStyle = {
        fontFamily: step.sans ? SANS : SERIF,
        fontWeight: step.sans ? 400 : 700,
        fontSize: phone,
        lineHeight: step.lineHeight,
        ...step.style,
      };
      for (const key of ['sm', 'md'] as const) {
        const size = wider[key];
        // The same media query as MUI's `breakpoints.up(key)`.
        if (size !== undefined) {
          style[`@media (min-width:${breakpoints[key]}px)`] = { fontSize: size };
        }
      }
      return [name, style];
    }),
  ) as Record<TypeScaleVariant, TypographyStyle>;
}

// Module augmentation merges these into MUI's interfaces, which only an interface can do: empty
// ones that extend the steps' record are the short way to add every step.
/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface */
declare module '@mui/material/styles' {
  interface TypographyVariants extends Record<TypeScaleVariant, TypographyStyle> {}
  interface TypographyVariantsOptions extends Partial<Record<TypeScaleVariant, TypographyStyle>> {}
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides extends Record<TypeScaleVariant, true> {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface */
