import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppConfig } from '../config/AppConfigProvider';
import { useSession } from '../session/session-context';
import { HydrateLater } from '../ssr/hydrate-later';
import { useHydrated } from '../ssr/useHydrated';
import { AppLink } from '../links/AppLink';
import { LOG_IN_LINK, MAIN_NAV_LINKS, isCurrentLink } from '../links/site-links';
import { AccountMenu } from './AccountMenu';
import { BrandLink } from './BrandLink';

export interface SiteHeaderProps {
  /** Hides the top navigation links (the marketing home page, req SITE-2). */
  hideNav?: boolean;
  /** The centred title of the mobile top bar; the firm's name by default. */
  mobileTitle?: string;
  /** A label beside the brand on desktop, e.g. 'Admin'. */
  section?: string;
}

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileMenuDrawer })));

/**
 * What sits at the right of a bar: nothing while the session is unknown, Log In, or the avatar
 * menu. It reads the session itself: when the session check answers, after the page is live, only
 * this renders again, not the header around it (issue 19: the whole header rendering again was one
 * of the longest tasks of a page's load on a phone).
 */
function AccountSlot({ loginLabel }: { loginLabel: string }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Box sx={{ width: 44, height: 44 }} aria-hidden />;
  if (user) return <AccountMenu user={user} />;
  return (
    <Button
      component={AppLink}
      {...LOG_IN_LINK}
      variant="contained"
      color="primary"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {loginLabel}
    </Button>
  );
}

interface BarProps {
  /** Whether CSS shows the bar only at the widths it is for (a header hydrated from HTML). */
  cssSwitch: boolean;
}

/** The bar from 768 px: brand, nav links with the current one highlighted, then the account. */
const DesktopBar = memo(function DesktopBar({
  cssSwitch,
  hideNav,
  section,
}: BarProps & Pick<SiteHeaderProps, 'hideNav' | 'section'>) {
  const theme = useTheme();
  const { app } = useAppConfig();
  const { pathname } = useLocation();
  return (
    <Toolbar
      disableGutters
      sx={{
        minHeight: { md: 72 },
        gap: 3,
        ...(cssSwitch && { display: { xs: 'none', md: 'flex' } }),
      }}
    >
      <BrandLink section={section} />
      <Box sx={{ flex: 1 }} />
      {!hideNav && (
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
          {MAIN_NAV_LINKS.map((link) => {
            const current = isCurrentLink(link, app, pathname);
            return (
              <Button
                key={link.to}
                component={AppLink}
                app={link.app}
                to={link.to}
                aria-current={current ? 'page' : undefined}
                sx={{
                  color: current ? 'primary.main' : 'text.secondary',
                  px: 1.5,
                  borderRadius: 0,
                  boxShadow: current ? `inset 0 -2px 0 ${theme.palette.secondary.main}` : 'none',
                  '&:hover': {
                    color: 'primary.main',
                    bgcolor: 'transparent',
                    boxShadow: `inset 0 -2px 0 ${theme.palette.secondary.light}`,
                  },
                }}
              >
                {link.label}
              </Button>
            );
          })}
        </Box>
      )}
      <AccountSlot loginLabel="Login" />
    </Toolbar>
  );
});

/** The bar below 768 px: the menu button, the centred title, then the account. */
const PhoneBar = memo(function PhoneBar({
  cssSwitch,
  mobileTitle,
  menuOpen,
  openMenu,
}: BarProps & Pick<SiteHeaderProps, 'mobileTitle'> & { menuOpen: boolean; openMenu: () => void }) {
  return (
    <Toolbar
      disableGutters
      sx={{
        minHeight: 60,
        display: cssSwitch ? { xs: 'grid', md: 'none' } : 'grid',
        // Equal side columns keep the title centred; it wraps to two lines when long.
        gridTemplateColumns: '80px minmax(0, 1fr) 80px',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ justifySelf: 'start' }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={openMenu}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      <BrandLink compact title={mobileTitle} />
      <Box sx={{ justifySelf: 'end' }}>
        <AccountSlot loginLabel="Log In" />
      </Box>
    </Toolbar>
  );
});

/**
 * The shared header (req SITE-2). Desktop (768 px and up): brand, nav links with the current one
 * highlighted, then Login or the avatar dropdown. Mobile: hamburger, centred title, then Log In or
 * the avatar menu; the hamburger opens the menu drawer.
 *
 * In the browser only the bar for the window's width is rendered. A prerendered page cannot know
 * the width, so until hydration both are in the HTML and CSS shows the right one. When the page is
 * live the other bar goes; the one that stays keeps CSS's switch, so that it is not rendered again
 * (and a bar rendered later for a new width agrees with it).
 */
export function SiteHeader({ hideNav = false, mobileTitle, section }: SiteHeaderProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const hydrated = useHydrated();
  const showDesktop = hydrated ? wide : true;
  const showPhone = hydrated ? !wide : true;
  // A header rendered from prerendered HTML keeps CSS's switch for its life; one rendered in the
  // browser has none.
  const [cssSwitch] = useState(!hydrated);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is its own chunk, loaded when the hamburger is first pointed at, focused or pressed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openMenu = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);

  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.primary',
      }}
    >
      <Container maxWidth="lg">
        {/* On a prerendered page each bar hydrates in a task of its own (issue 19: the header
            in one held a phone's main thread for about 300 ms), and the bar for the other width
            not at all: it goes when the page is live. */}
        {showDesktop && (
          <HydrateLater untilLive={!wide}>
            <DesktopBar cssSwitch={cssSwitch} hideNav={hideNav} section={section} />
          </HydrateLater>
        )}
        {showPhone && (
          <HydrateLater untilLive={wide}>
            <PhoneBar
              cssSwitch={cssSwitch}
              mobileTitle={mobileTitle}
              menuOpen={drawerOpen}
              openMenu={openMenu}
            />
          </HydrateLater>
        )}
      </Container>
      {hydrated && !wide && drawerUsed && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
