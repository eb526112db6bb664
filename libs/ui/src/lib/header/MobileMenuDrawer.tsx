import { useId } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Close from '@mui/icons-material/Close';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useAppConfig } from '../config/AppConfigProvider';
import { AppLink } from '../links/AppLink';
import {
  ACCOUNT_LINK,
  ADMIN_DASHBOARD_LINK,
  MAIN_NAV_LINKS,
  PROFILE_LINK,
  isCurrentLink,
} from '../links/site-links';
import { EmailAddress } from './EmailAddress';
import { UserAvatar } from './UserAvatar';
import { useSession } from '../session/session-context';

/** Drawer width (req SITE-9): 280 px, at most 80% of the viewport. */
export const DRAWER_WIDTH_PX = 280;

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The mobile menu: a right-side drawer titled 'Menu' with a close button and the three nav links,
 * plus the account (initials, name, e-mail, View Profile, Account & Security, Admin Dashboard for
 * admins, Logout) when signed in. It closes on the backdrop, the close button, Escape, or a chosen
 * link.
 */
export function MobileMenuDrawer({ open, onClose }: MobileMenuDrawerProps) {
  const { app } = useAppConfig();
  const { pathname } = useLocation();
  const { user, logout, isLoggingOut } = useSession();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The dialog is the drawer's root (backdrop and panel), not the panel alone, so the panel
      // can be found inside the dialog.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          role: undefined,
          'aria-modal': undefined,
          sx: { width: DRAWER_WIDTH_PX, maxWidth: '80vw' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          pl: 2.5,
          pr: 1,
          py: 1,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {user && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2.5,
            py: 2,
            bgcolor: 'background.default',
          }}
        >
          <UserAvatar user={user} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
              {user.firstName} {user.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
              <EmailAddress email={user.email} />
            </Typography>
          </Box>
        </Box>
      )}
      <List component="nav" aria-label="Main">
        {MAIN_NAV_LINKS.map((link) => {
          const current = isCurrentLink(link, app, pathname);
          return (
            <ListItemButton
              key={link.to}
              component={AppLink}
              app={link.app}
              to={link.to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onClose}
              sx={{ px: 2.5 }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          );
        })}
      </List>
      {user && (
        <>
          <Divider />
          <List aria-label="Account">
            <ListItemButton
              component={AppLink}
              {...PROFILE_LINK}
              onClick={onClose}
              sx={{ px: 2.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PersonOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="View Profile" />
            </ListItemButton>
            <ListItemButton
              component={AppLink}
              {...ACCOUNT_LINK}
              onClick={onClose}
              sx={{ px: 2.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LockOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="Account & Security" />
            </ListItemButton>
            {user.isAdmin && (
              <ListItemButton
                component={AppLink}
                {...ADMIN_DASHBOARD_LINK}
                onClick={onClose}
                sx={{ px: 2.5 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <AdminPanelSettingsOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Admin Dashboard" />
              </ListItemButton>
            )}
            <ListItemButton
              disabled={isLoggingOut}
              onClick={() => {
                onClose();
                void logout();
              }}
              sx={{ px: 2.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Logout fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </List>
        </>
      )}
    </Drawer>
  );
}
