import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES } from '../documents/document-links';

export function BackToDashboard() {
  return (
    <Button component={RouterLink} to={ADMIN_ROUTES.dashboard} startIcon={<ArrowBack />}>
      {ADMIN_TEXT.backToDashboard}
    </Button>
  );
}
