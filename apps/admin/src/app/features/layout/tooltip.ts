/** How long a pointer rests on a control before its tooltip shows (req DOCS-9). */
export const TOOLTIP_DELAY_MS = 700;
