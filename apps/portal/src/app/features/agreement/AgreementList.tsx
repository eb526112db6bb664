import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  errorMessage,
  errorStatus,
  useDeleteAgreementMutation,
  useGetAgreementsQuery,
} from '@consult/api-client';
import type { AgreementSummary } from '@consult/domain';
import { useToast } from '@consult/ui';
import { useSessionExpired } from '../session/useSessionExpired';
import { AgreementCard } from './AgreementCard';
import { DeleteAgreementDialog } from './DeleteAgreementDialog';
import { AGREEMENT_SCREENS, AGREEMENT_TOASTS } from './agreement-messages';

/** What the server said about a failed call, for 'Failed to fetch agreements: {server text}'. */
function serverText(error: unknown): string {
  const status = errorStatus(error);
  return errorMessage(error, status === undefined ? 'Network error' : `HTTP ${status}`);
}

const PROPOSAL_STATUSES: readonly string[] = ['pending', 'declined', 'withdrawn'];

/**
 * What the list shows of each agreement: its version in force. A firm proposal is not an agreement
 * of its own: it shows on the version in force ("Awaiting your signature"), and in its history.
 */
function listedVersions(list: readonly AgreementSummary[]): AgreementSummary[] {
  const keyOf = (item: AgreementSummary) => item.agreementKey ?? item.id;
  const inForce = new Set(list.filter((item) => item.status === 'active').map(keyOf));
  return list.filter(
    (item) => !(PROPOSAL_STATUSES.includes(item.status) && inForce.has(keyOf(item))),
  );
}

/** /consulting-agreements: the client's agreements, with their states (spec 001 §2). */
export function AgreementList() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAgreementsQuery();
  const [deleteAgreement, { isLoading: deleting }] = useDeleteAgreementMutation();
  const [toDelete, setToDelete] = useState<AgreementSummary | null>(null);
  const { toast } = useToast();
  const sessionExpired = useSessionExpired();
  const unauthenticated = errorStatus(error) === 401;

  useEffect(() => {
    if (unauthenticated) sessionExpired();
    else if (isError)
      toast({
        title: AGREEMENT_TOASTS.errorTitle,
        description: AGREEMENT_TOASTS.fetchListFailed(serverText(error)),
        variant: 'destructive',
      });
  }, [isError, error, unauthenticated, sessionExpired, toast]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAgreement(toDelete.id).unwrap();
      toast({ title: AGREEMENT_TOASTS.deleted });
    } catch {
      toast({
        title: AGREEMENT_TOASTS.errorTitle,
        description: AGREEMENT_TOASTS.deleteFailed,
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  };

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading agreements" />
      </Box>
    );
  }
  if (isError) {
    if (unauthenticated) return null;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
            {AGREEMENT_SCREENS.retry}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
      >
        <AlertTitle>{AGREEMENT_SCREENS.listError}</AlertTitle>
        Your agreements could not be loaded. Please try again.
      </Alert>
    );
  }
  const agreements = Array.isArray(data) ? listedVersions(data) : [];
  if (agreements.length === 0) {
    return (
      <Paper
        elevation={0}
        sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {AGREEMENT_SCREENS.empty}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Choose the services you need and how you want to pay for them, then sign online.
        </Typography>
        <Button component={RouterLink} to="/consulting-agreement" variant="outlined" size="large">
          {AGREEMENT_SCREENS.createFirst}
        </Button>
      </Paper>
    );
  }
  return (
    <>
      <Stack spacing={2}>
        {agreements.map((agreement) => (
          <AgreementCard key={agreement.id} agreement={agreement} onDelete={setToDelete} />
        ))}
      </Stack>
      <DeleteAgreementDialog
        open={toDelete !== null}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
