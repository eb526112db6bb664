/**
 * A title or label and its actions: one above the other on a phone (the actions full width), spread
 * along one row from `sm` on. The gap and margins are the caller's.
 */
export const spreadRowSx = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
  justifyContent: 'space-between',
} as const;
