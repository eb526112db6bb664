import { memo } from 'react';
import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import { FOCUS_RING, TOUCH_TARGET_PX } from '@consult/ui';

export interface FilterChipProps<V extends string> {
  value: V;
  label: string;
  pressed: boolean;
  /** Called with the chip's value; keep it stable, so that only the chip that changes re-renders. */
  onToggle: (value: V) => void;
}

/** The class every filter chip carries; its looks are {@link filterChipStyles}, set once per group. */
const CHIP = 'filter-chip';

/**
 * A filter value as a toggle button: a native button (Enter and Space press it) whose state is
 * announced through aria-pressed and shown by its fill and a tick, not by colour alone.
 *
 * A plain button, styled by its group once: the list has about forty, and an MUI Chip each (a
 * ripple, an sx computed per chip) cost the stories page a third of a second of blocking time
 * while it hydrated on a phone (docs/performance.md).
 */
function FilterChipBase<V extends string>({ value, label, pressed, onToggle }: FilterChipProps<V>) {
  return (
    <button type="button" className={CHIP} aria-pressed={pressed} onClick={() => onToggle(value)}>
      {pressed && <Check aria-hidden className={`${CHIP}-tick`} />}
      <span className={`${CHIP}-label`}>{label}</span>
    </button>
  );
}

export const FilterChip = memo(FilterChipBase) as typeof FilterChipBase;

/**
 * The chips' looks, for the element that holds them: an outlined chip in navy, filled with a tick
 * when pressed (MUI's Chip at its medium size, which they were).
 */
export function filterChipStyles(theme: Theme) {
  const { primary } = theme.palette;
  return {
    [`& .${CHIP}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      height: 32,
      margin: 0,
      padding: 0,
      borderRadius: 16,
      border: `1px solid ${alpha(primary.main, 0.3)}`,
      backgroundColor: theme.palette.background.paper,
      color: primary.dark,
      fontFamily: theme.typography.fontFamily,
      fontSize: 14,
      fontWeight: 600,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      verticalAlign: 'middle',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
      '&:hover': { backgroundColor: alpha(primary.main, 0.06) },
      '&:focus-visible': FOCUS_RING,
      '&[aria-pressed="true"]': {
        borderColor: 'transparent',
        backgroundColor: primary.main,
        color: primary.contrastText,
        '&:hover': { backgroundColor: primary.dark },
      },
      '@media (pointer: coarse)': {
        height: TOUCH_TARGET_PX,
        borderRadius: TOUCH_TARGET_PX / 2,
      },
    },
    [`& .${CHIP}-label`]: { padding: '0 11px', overflow: 'hidden', textOverflow: 'ellipsis' },
    [`& .${CHIP}-tick`]: { fontSize: 18, marginLeft: '5px', marginRight: '-6px', color: 'inherit' },
  } as const;
}
