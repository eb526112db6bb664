import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IssuedDocument } from './IssuedDocument';
import { NotIssued } from './NotIssued';
import { ResultAlert } from './ResultAlert';
import type { DocumentCheck } from './useDocumentCheck';

/** What the live region says for each step of a check. */
export function CheckOutcome({ check }: { check: DocumentCheck }) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>Checking the document…</Typography>
        </Stack>
      );
    case 'failed':
      return (
        <ResultAlert severity="error" title="The document could not be checked">
          {check.message}
        </ResultAlert>
      );
    case 'answered':
      return check.verification.issued ? (
        <IssuedDocument document={check.verification} />
      ) : (
        <NotIssued />
      );
  }
}
