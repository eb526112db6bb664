import { memo } from 'react';
import Chip, { chipClasses } from '@mui/material/Chip';
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

/**
 * A filter value as a toggle button: a native button (Enter and Space press it) whose state is
 * announced through aria-pressed and shown by its fill and a tick, not by colour alone.
 */
function FilterChipBase<V extends string>({ value, label, pressed, onToggle }: FilterChipProps<V>) {
  return (
    <Chip
      component="button"
      aria-pressed={pressed}
      label={label}
      onClick={() => onToggle(value)}
      clickable
      color={pressed ? 'primary' : 'default'}
      variant={pressed ? 'filled' : 'outlined'}
      icon={pressed ? <Check aria-hidden /> : undefined}
      sx={(theme) => ({
        fontSize: 14,
        ...(!pressed && {
          color: 'primary.dark',
          bgcolor: 'background.paper',
          borderColor: alpha(theme.palette.primary.main, 0.3),
          [`&.${chipClasses.clickable}:hover`]: {
            bgcolor: alpha(theme.palette.primary.main, 0.06),
          },
        }),
        [`&.${chipClasses.focusVisible}`]: FOCUS_RING,
        '@media (pointer: coarse)': {
          height: TOUCH_TARGET_PX,
          borderRadius: TOUCH_TARGET_PX / 2,
        },
      })}
    />
  );
}

export const FilterChip = memo(FilterChipBase) as typeof FilterChipBase;
