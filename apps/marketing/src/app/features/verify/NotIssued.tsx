import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';
import { AppLink, PROFILE_LINK } from '@consult/ui';
import { ResultAlert } from './ResultAlert';

/**
 * The answer for any other file: what that can mean, and where to get a genuine copy. Its links
 * are underlined: in running text, colour alone would not tell them apart.
 */
export function NotIssued() {
  return (
    <ResultAlert severity="warning" title="Not issued by us">
      <Typography sx={{ mb: 1.5 }}>
        This file does not match any document {DEFAULT_FIRM.name} has issued. Either it was changed
        after we issued it (even re-saving, annotating or printing to PDF changes the file), or it
        is not a document from the firm.
      </Typography>
      <Typography>
        For a genuine copy, download it again from the{' '}
        <Link component={AppLink} {...PROFILE_LINK} underline="always">
          client portal
        </Link>{' '}
        or{' '}
        <Link component={RouterLink} to="/contact" underline="always">
          contact us
        </Link>
        .
      </Typography>
    </ResultAlert>
  );
}
