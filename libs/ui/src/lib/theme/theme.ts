import { alpha, createTheme } from '@mui/material/styles';
import { FOCUS_RING, FOCUS_RING_INSET, FOCUS_RING_TAB, FOCUS_VISIBLE } from './focus-ring';
import { SANS as sans, SERIF as serif, TYPE_SCALE_ELEMENTS, typeScale } from './type-scale';

export * from './focus-ring';

/** Touch targets on touch screens (req SITE-2, SITE-9). */
export const TOUCH_TARGET_PX = 44;

/** Matches iOS Safari (and every iOS browser, which all run WebKit): only WebKit on iOS knows this property. */
const IOS_ONLY = '@supports (-webkit-touch-callout: none)';
const TOUCH_SCREEN = '@media (pointer: coarse)';

/**
 * How an MUI field notices that the browser autofilled it (its label must move out of the way):
 * its input runs a 10 ms animation at once and a 5,000 s one while autofilled, and the field reads
 * which one started (InputBase's `onAnimationStart`). The names are MUI's own.
 */
const AUTOFILL_KEYFRAMES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
} as const;
const AUTOFILL_ANIMATION = {
  animationName: 'mui-auto-fill-cancel',
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
} as const;

const navy = { main: '#1b365d', dark: '#10233f', light: '#35527d' };
const gold = { main: '#b08d57', dark: '#8a6b3a', light: '#d9c29a' };
/** The warning colour (theme.palette.warning.main): text of at least 4.5:1 on paper and on the page. */
const WARNING_AMBER = '#b45309';
const breakpoints = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 };

/**
 * The one theme of all three apps: deep navy and warm gold on a warm off-white, serif headings.
 * Breakpoints follow the spec: 640 px (mobile layouts of the profile, admin and payment areas),
 * 768 px (header and drawer), 1024 px (desktop).
 */
export const theme = createTheme({
  breakpoints: { values: breakpoints },
  palette: {
    primary: { ...navy, contrastText: '#ffffff' },
    secondary: { ...gold, contrastText: navy.dark },
    background: { default: '#f8f7f4', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#566173' },
    // MUI's own warning orange (#ed6c02) is 3.1:1 on white and 2.9:1 on the page: too faint for
    // the text of an outlined warning chip or button ("Email not verified", "Withdraw"). This
    // amber is 5.0:1 on white and 4.7:1 on the page, and white text on it 5.0:1.
    warning: { main: WARNING_AMBER, contrastText: '#ffffff' },
    divider: alpha(navy.main, 0.12),
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontFamily: serif, fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontFamily: serif, fontWeight: 700 },
    h4: { fontFamily: serif, fontWeight: 700 },
    h5: { fontFamily: serif, fontWeight: 600 },
    h6: { fontFamily: serif, fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.14em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.01em' },
    ...typeScale(breakpoints),
  },
  components: {
    MuiTypography: { defaultProps: { variantMapping: TYPE_SCALE_ELEMENTS } },
    MuiCssBaseline: {
      styleOverrides: {
        // No double-tap zoom delay and no grey tap flash on touch screens.
        'a, button, input, label, select, textarea, [role="button"]': {
          touchAction: 'manipulation',
          WebkitTapHighlightColor: 'transparent',
          // A control the focus scrolls into view (inside a table that scrolls sideways on a
          // phone) stops short of the scroller's edge, so the ring drawn around it is not cut off.
          scrollMargin: 8,
        },
        '::selection': { backgroundColor: alpha(gold.main, 0.35) },
        // Focus: the ring on every keyboard-focused control that is not an MUI one (those get it below).
        ':where(a, button, summary, [role="button"], [tabindex]:not([tabindex="-1"])):focus-visible':
          FOCUS_RING,
        // The skip link's target and other script-focused containers show no ring.
        '[tabindex="-1"]:focus': { outline: 'none' },
        // A static part's element (StaticPart) takes no part in the layout: its children are laid
        // out as the children of its parent, as they would be without it.
        '[data-static-part]': { display: 'contents' },
        // The two animations by which a field learns the browser autofilled it (MuiInputBase
        // below), once for the page.
        ...AUTOFILL_KEYFRAMES,
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { [FOCUS_VISIBLE]: FOCUS_RING } },
    },
    // A star rating is a group of visually hidden radios: the ring goes round the whole rating
    // while one of them has the keyboard's focus (the filled stars say its value), in place of
    // MUI's 1 px grey outline on the active star or, with no rating yet, round the stars, which
    // reached nowhere near 3:1. MUI marks the first case alone (the "no rating" radio's focus
    // sets no focusVisible state), so the ring follows the radios' own :focus-visible.
    MuiRating: {
      styleOverrides: {
        root: {
          '&:has(input:focus-visible)': { ...FOCUS_RING, borderRadius: 4 },
          '&.Mui-focusVisible .MuiRating-iconActive, & .MuiRating-labelEmptyValueActive': {
            outline: 'none',
          },
        },
      },
    },
    // No focus ripple (the pulsing grey disc MUI adds to a keyboard-focused control): the ring is
    // the focus indicator. The ripple starts in an effect after the focus, and Preact (the
    // marketing site) runs effects after the next frame: with Tab held down the focus had left
    // before the ripple started, and it stayed on every control the key passed.
    // (Button, IconButton, Tab and Switch, below, too.)
    MuiCheckbox: { defaultProps: { disableFocusRipple: true } },
    MuiRadio: { defaultProps: { disableFocusRipple: true } },
    MuiFab: { defaultProps: { disableFocusRipple: true } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: {
          [FOCUS_VISIBLE]: FOCUS_RING,
          // Touch screens: a link on its own line (block, flex) is at least 44 px; a link inside a
          // sentence gets padding, so its tap area is 44 px tall while the text does not move.
          [TOUCH_SCREEN]: {
            minHeight: TOUCH_TARGET_PX,
            minWidth: TOUCH_TARGET_PX,
            paddingBlock: `calc((${TOUCH_TARGET_PX}px - 1.1em) / 2)`,
          },
        },
      },
    },
    // Inside containers that clip (tab strips, menus, drawers, cards) the ring is drawn inside.
    MuiTab: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: { [FOCUS_VISIBLE]: FOCUS_RING_TAB } },
    },
    MuiCardActionArea: { styleOverrides: { root: { [FOCUS_VISIBLE]: FOCUS_RING_INSET } } },
    MuiAccordionSummary: { styleOverrides: { root: { [FOCUS_VISIBLE]: FOCUS_RING_INSET } } },
    MuiSwitch: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { switchBase: { [FOCUS_VISIBLE]: FOCUS_RING_INSET } },
    },
    MuiAppBar: {
      defaultProps: { color: 'inherit', elevation: 0 },
    },
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: {
        root: {
          borderRadius: 6,
          [TOUCH_SCREEN]: { minHeight: TOUCH_TARGET_PX },
          // After disableElevation's `box-shadow: none` on focus.
          [FOCUS_VISIBLE]: FOCUS_RING,
        },
        sizeLarge: {
          paddingTop: 10,
          paddingBottom: 10,
          paddingLeft: 24,
          paddingRight: 24,
          fontSize: '1rem',
        },
      },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: {
        root: { [TOUCH_SCREEN]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } },
      },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: { [TOUCH_SCREEN]: { minHeight: TOUCH_TARGET_PX }, [FOCUS_VISIBLE]: FOCUS_RING_INSET },
      },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: { [TOUCH_SCREEN]: { minHeight: TOUCH_TARGET_PX }, [FOCUS_VISIBLE]: FOCUS_RING_INSET },
      },
    },
    MuiInputBase: {
      // Each field would otherwise add the autofill animations' two keyframes in a style sheet of
      // its own as it mounts (a form's six fields, six sheets during its hydration); CssBaseline
      // adds them once above, and each field's input runs them as MUI's own styles do.
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: AUTOFILL_ANIMATION,
        root: {
          // 16 px text keeps iOS Safari from zooming into a focused field; text areas get room to type.
          [IOS_ONLY]: { fontSize: 16, '& textarea': { minHeight: 100 } },
          [TOUCH_SCREEN]: { minHeight: TOUCH_TARGET_PX },
        },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${alpha(navy.main, 0.12)}`, borderRadius: 12 } },
    },
    MuiChip: {
      styleOverrides: {
        root: { fontWeight: 600 },
        // A chip that is a link or a button is a touch target like any other.
        clickable: { [TOUCH_SCREEN]: { height: 'auto', minHeight: TOUCH_TARGET_PX } },
      },
    },
  },
});
