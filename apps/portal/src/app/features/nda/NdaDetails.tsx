import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Link as RouterLink } from 'react-router';
import { errorStatus, useGetNdaQuery } from '@consult/api-client';
import { DEFAULT_FIRM } from '@consult/domain';
import { useToast } from '@consult/ui';
import { DocumentView } from '@consult/ui/documents';
import { SignatureRecord } from '../signing/SignatureRecord';
import { NDA_SCREENS, NDA_TOASTS } from './nda-messages';
import { useNdaFile } from './useNdaFile';
import { spreadRowSx } from '../layout/spread-row';

function BackToNdas() {
  return (
    <Button component={RouterLink} to="/signed-ndas" startIcon={<ArrowBack />}>
      Back to NDAs
    </Button>
  );
}

/** /mutual-nda/{id}: the signed NDA as signed, its signature record, download and print. */
export function NdaDetails({ id }: { id: number | null }) {
  const { data: nda, isLoading, isError, error } = useGetNdaQuery(id ?? 0, { skip: id === null });
  const { download, print, busy } = useNdaFile();
  const { toast } = useToast();
  const status = errorStatus(error);

  useEffect(() => {
    if (isError && status !== 404)
      toast({
        title: NDA_TOASTS.errorTitle,
        description: NDA_TOASTS.fetchFailed,
        variant: 'destructive',
      });
  }, [isError, status, toast]);

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading NDA" />
      </Box>
    );
  }
  if (id === null || isError || !nda) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BackToNdas />
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>{NDA_SCREENS.viewError}</AlertTitle>
          {id === null || status === 404
            ? 'This NDA does not exist, or it has been deleted.'
            : NDA_TOASTS.fetchFailed}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          ...spreadRowSx,
          gap: 1.5,
        }}
      >
        <Box sx={{ alignSelf: 'flex-start' }}>
          <BackToNdas />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Button
            variant="contained"
            startIcon={<Download />}
            onClick={() => void download(nda)}
            disabled={busy}
          >
            Download PDF
          </Button>
          <Button
            variant="outlined"
            startIcon={<Print />}
            onClick={() => void print(nda)}
            disabled={busy}
          >
            Print
          </Button>
        </Box>
      </Box>

      <Paper
        component="section"
        aria-labelledby="signature-record-heading"
        elevation={0}
        sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}
      >
        <Typography id="signature-record-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
          Signature record
        </Typography>
        <SignatureRecord record={nda} />
      </Paper>

      <Paper elevation={0} sx={{ p: { xs: 2, sm: 5 }, border: 1, borderColor: 'divider' }}>
        <DocumentView model={nda.document} firmName={DEFAULT_FIRM.name} reference={nda.reference} />
      </Paper>
    </Stack>
  );
}
