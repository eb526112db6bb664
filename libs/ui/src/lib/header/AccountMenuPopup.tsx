import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Logout from '@mui/icons-material/Logout';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { User } from '@consult/domain';
import { AppLink } from '../links/AppLink';
import {
  ACCOUNT_LINK,
  ADMIN_DASHBOARD_LINK,
  EDIT_PROFILE_LINK,
  PROFILE_LINK,
} from '../links/site-links';
import { useSession } from '../session/session-context';
import { EmailAddress } from './EmailAddress';

export interface AccountMenuPopupProps {
  user: User;
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  onClose: () => void;
}

/**
 * The avatar's dropdown: name and e-mail, View Profile, Edit Profile, Account & Security (password
 * and sessions), Admin Dashboard (admins only) and Logout. Its own chunk: it loads when the menu is first opened.
 */
export function AccountMenuPopup({
  user,
  anchor,
  menuId,
  buttonId,
  onClose,
}: AccountMenuPopupProps) {
  const { logout, isLoggingOut } = useSession();
  const close = onClose;
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': buttonId, dense: false },
        paper: { sx: { mt: 1, minWidth: 240, maxWidth: 320 } },
      }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
          {user.firstName} {user.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          <EmailAddress email={user.email} />
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={AppLink} {...PROFILE_LINK} onClick={close}>
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        View Profile
      </MenuItem>
      <MenuItem component={AppLink} {...EDIT_PROFILE_LINK} onClick={close}>
        <ListItemIcon>
          <EditOutlined fontSize="small" />
        </ListItemIcon>
        Edit Profile
      </MenuItem>
      <MenuItem component={AppLink} {...ACCOUNT_LINK} onClick={close}>
        <ListItemIcon>
          <LockOutlined fontSize="small" />
        </ListItemIcon>
        Account &amp; Security
      </MenuItem>
      {user.isAdmin && (
        <MenuItem component={AppLink} {...ADMIN_DASHBOARD_LINK} onClick={close}>
          <ListItemIcon>
            <AdminPanelSettingsOutlined fontSize="small" />
          </ListItemIcon>
          Admin Dashboard
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        disabled={isLoggingOut}
        onClick={() => {
          close();
          void logout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
