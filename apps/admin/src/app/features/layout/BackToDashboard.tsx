import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { ADMIN_TEXT } from '../../admin-messages';
import { rememberedDashboard } from '../dashboard/dashboard-state';
import { ADMIN_ROUTES } from '../documents/document-links';

/** Back to the dashboard as the admin left it in this tab: its tab, view, card, counts and search. */
export function BackToDashboard() {
  return (
    <Button
      component={RouterLink}
      to={rememberedDashboard(ADMIN_ROUTES.dashboard)}
      startIcon={<ArrowBack />}
    >
      {ADMIN_TEXT.backToDashboard}
    </Button>
  );
}
