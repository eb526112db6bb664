import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorStatus, useDeleteNdaMutation, useGetNdasQuery } from '@consult/api-client';
import type { NdaSummary } from '@consult/domain';
import { useToast } from '@consult/ui';
import { useSessionExpired } from '../session/useSessionExpired';
import { NdaCard } from './NdaCard';
import { NDA_SCREENS, NDA_TOASTS, deleteNdaConfirmation } from './nda-messages';
import { useNdaFile } from './useNdaFile';

/** /signed-ndas: the client's signed NDAs, newest first (spec 001 §2). */
export function NdaList() {
  const { data: ndas, isLoading, isError, error, refetch } = useGetNdasQuery();
  const [deleteNda] = useDeleteNdaMutation();
  const { download, busy } = useNdaFile();
  const { toast } = useToast();
  const sessionExpired = useSessionExpired();
  const unauthenticated = errorStatus(error) === 401;

  useEffect(() => {
    if (unauthenticated) sessionExpired();
  }, [unauthenticated, sessionExpired]);

  const remove = async (nda: NdaSummary) => {
    if (!window.confirm(deleteNdaConfirmation(nda.companyName))) return;
    try {
      await deleteNda(nda.id).unwrap();
      toast({ title: NDA_TOASTS.deleted });
    } catch {
      toast({
        title: NDA_TOASTS.errorTitle,
        description: NDA_TOASTS.deleteFailed,
        variant: 'destructive',
      });
    }
  };

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading NDAs" />
      </Box>
    );
  }
  if (isError) {
    if (unauthenticated) return null;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{NDA_SCREENS.listError}</AlertTitle>
        Your NDAs could not be loaded. Please try again.
      </Alert>
    );
  }
  if (!ndas || ndas.length === 0) {
    return (
      <Paper
        elevation={0}
        sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {NDA_SCREENS.empty}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign a mutual NDA before we share anything confidential: it protects both of us.
        </Typography>
        <Button component={RouterLink} to="/mutual-nda" variant="outlined" size="large">
          Sign a Mutual NDA
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {ndas.map((nda) => (
        <NdaCard
          key={nda.id}
          nda={nda}
          onDownload={() => void download(nda)}
          onDelete={() => void remove(nda)}
          busy={busy}
        />
      ))}
    </Stack>
  );
}
