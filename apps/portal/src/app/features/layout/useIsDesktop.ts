import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Width 768 px and up: the header's desktop layout (req SITE-9, the theme's `md`). */
export function useIsDesktop(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}
