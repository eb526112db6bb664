/**
 * Form sizes of req SITE-9 that the theme does not already give (it gives 44 px touch targets, a 16 px
 * input font and 100 px text areas on iOS): 50 px submit buttons, 120 px text areas, 44 px checkbox rows.
 */
export const FORM_SIZES = {
  controlMinHeight: 44,
  submitMinHeight: 50,
  textAreaMinHeight: 120,
} as const;

/**
 * The theme's touch-screen rule (44 px minimum) sits after the button's own styles in the
 * stylesheet, so the 50 px minimum is repeated inside the same media query to win there too.
 */
export const submitButtonSx = {
  minHeight: FORM_SIZES.submitMinHeight,
  '@media (pointer: coarse)': { minHeight: FORM_SIZES.submitMinHeight },
} as const;

export const textAreaSx = {
  '& .MuiInputBase-root': { minHeight: FORM_SIZES.textAreaMinHeight, alignItems: 'flex-start' },
} as const;

/**
 * The address blocks' layout: one column on a phone, a 12-column grid from `sm` on, in which each
 * field takes `gridSpan(n)` columns.
 */
export const formGridSx = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, minmax(0, 1fr))' },
} as const;

export const gridSpan = (columns: number) =>
  ({ gridColumn: { xs: 'auto', sm: `span ${columns}` } }) as const;

/** Two fields side by side from `sm` on, one above the other on a phone. */
export const twoColumnsSx = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/**
 * A form's buttons: one row at the end from `sm` on; on a phone stacked in the same order, the main
 * action (last in the row) at the bottom. They are shown in the order the focus takes them at every
 * width: stacked the other way round, Tab went from the last field down to Cancel and then back up
 * to the main action (WCAG 2.4.3).
 */
export const formActionsSx = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  justifyContent: 'flex-end',
  gap: 1.5,
} as const;
