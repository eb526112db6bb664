import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Replay from '@mui/icons-material/Replay';
import { CheckOutcome } from './CheckOutcome';
import { DetailList } from './DetailList';
import { PdfDropZone } from './PdfDropZone';
import { useDocumentCheck } from './useDocumentCheck';

/**
 * /verify's checker: a drop zone, then the file's name and fingerprint and the firm's answer, and
 * "Check another document", which brings the drop zone back with the focus on its button.
 */
export function DocumentVerifier() {
  const { check, checkFile, reset } = useDocumentCheck();
  const chooseButton = useRef<HTMLButtonElement>(null);
  const refocusChooser = useRef(false);

  useEffect(() => {
    if (check.state === 'idle' && refocusChooser.current) {
      refocusChooser.current = false;
      chooseButton.current?.focus();
    }
  }, [check.state]);

  const checkAnother = () => {
    refocusChooser.current = true;
    reset();
  };

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        {check.state === 'idle' ? (
          <PdfDropZone onFile={(file) => void checkFile(file)} buttonRef={chooseButton} />
        ) : (
          <DetailList
            items={[
              { term: 'File', description: check.fileName },
              {
                term: 'Fingerprint (SHA-256)',
                description: check.fingerprint ?? 'Computing…',
                mono: true,
              },
            ]}
          />
        )}
        <Box role="status" aria-live="polite" sx={{ '&:not(:empty)': { mt: 3 } }}>
          <CheckOutcome key={check.state} check={check} />
        </Box>
        {(check.state === 'answered' || check.state === 'failed') && (
          <Button variant="outlined" startIcon={<Replay />} onClick={checkAnother} sx={{ mt: 3 }}>
            Check another document
          </Button>
        )}
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, color: 'text.secondary' }}>
          <LockOutlined aria-hidden fontSize="small" sx={{ mt: 0.25 }} />
          <Typography variant="body2">
            The file never leaves your computer: your browser computes its fingerprint (SHA-256) and
            only that is sent.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
