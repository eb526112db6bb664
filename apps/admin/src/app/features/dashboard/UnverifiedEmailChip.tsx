import Chip from '@mui/material/Chip';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { ADMIN_TEXT } from '../../admin-messages';

/**
 * "Email not verified": the client has not followed the link mailed to their address (issue 17),
 * so the API e-mails them no document. Said in words, with an icon, not by colour alone; nothing
 * once the address is verified.
 */
export function UnverifiedEmailChip({ verified }: { verified: boolean }) {
  if (verified) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<MarkEmailUnreadOutlined />}
      label={ADMIN_TEXT.emailNotVerified}
      sx={{ borderRadius: 1, verticalAlign: 'middle' }}
    />
  );
}
