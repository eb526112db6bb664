import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CreditCard from '@mui/icons-material/CreditCard';
import Description from '@mui/icons-material/Description';
import Handshake from '@mui/icons-material/Handshake';
import { userBadges, type BadgeFlags } from './dashboard-model';

const ICONS: Record<string, typeof Handshake> = {
  'NDA Signed': Handshake,
  'Agreement Signed': Description,
  'Payment Method': CreditCard,
  Admin: AdminPanelSettingsOutlined,
};

/** 'NDA Signed', 'Agreement Signed', 'Payment Method' and 'Admin' (req DOCS-2), where they apply. */
export function UserBadges({ user }: { user: BadgeFlags }) {
  const badges = userBadges(user);
  if (badges.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No documents signed yet
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Status"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {badges.map((badge) => {
        const Icon = ICONS[badge];
        return (
          <li key={badge}>
            <Chip
              size="small"
              icon={<Icon />}
              label={badge}
              color={badge === 'Admin' ? 'primary' : 'success'}
              variant={badge === 'Admin' ? 'filled' : 'outlined'}
              sx={{ borderRadius: 1 }}
            />
          </li>
        );
      })}
    </Box>
  );
}
