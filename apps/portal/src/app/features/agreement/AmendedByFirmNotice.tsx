import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Draw from '@mui/icons-material/Draw';
import { AGREEMENT_BUTTONS, amendedAndReplacedText, amendedByFirmText } from './agreement-messages';

/**
 * Where a signed version shows its signature record, a version the firm amended (DECISIONS §2)
 * shows that it awaits the client's signature, with the way to review and re-sign it; once the
 * client has signed its terms as a newer version, it says so.
 */
export function AmendedByFirmNotice({
  amendedOn,
  awaiting,
  onResign,
}: {
  /** yyyy-MM-dd: the day the firm issued the amendment. */
  amendedOn: string;
  /** Still `pending`; else a newer version (the client's signature) replaced it. */
  awaiting: boolean;
  onResign?: () => void;
}) {
  return (
    <Alert
      component="section"
      role="region"
      aria-label="Signature record"
      severity={awaiting ? 'warning' : 'info'}
    >
      {awaiting ? amendedByFirmText(amendedOn) : amendedAndReplacedText(amendedOn)}
      {awaiting && onResign && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<Draw />}
            onClick={onResign}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {AGREEMENT_BUTTONS.reviewAndResign}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
