import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Form sizes of spec 000 §9 that the theme does not already give (it gives 44 px touch targets,
 * a 16 px input font and 100 px text areas on iOS): 50 px submit buttons and 120 px text areas.
 */
export const FORM_SIZES = {
  submitMinHeight: 50,
  textAreaMinHeight: 120,
} as const;

export const submitButtonSx: SxProps<Theme> = { minHeight: FORM_SIZES.submitMinHeight };

export const textAreaSx: SxProps<Theme> = {
  '& .MuiInputBase-root': { minHeight: FORM_SIZES.textAreaMinHeight, alignItems: 'flex-start' },
};
