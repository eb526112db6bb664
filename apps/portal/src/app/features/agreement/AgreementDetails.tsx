import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorStatus, useGetAgreementQuery } from '@consult/api-client';
import { formatAgreementDate } from '@consult/domain';
import { useToast } from '@consult/ui';
import { useSessionExpired } from '../session/useSessionExpired';
import { AgreementForm } from './AgreementForm';
import { AgreementStatusChip } from './AgreementStatusChip';
import { AGREEMENT_SCREENS, AGREEMENT_TOASTS } from './agreement-messages';
import { agreementFormValues } from './agreement-schema';

const headingSx = { fontSize: { xs: 26, sm: 34 } } as const;

function BackToAgreements() {
  return (
    <Button component={RouterLink} to="/consulting-agreements" startIcon={<ArrowBack />}>
      Back to Agreements
    </Button>
  );
}

/**
 * /consulting-agreement/{id}: a saved agreement, read-only, or in edit mode (Edit Agreement or
 * `?mode=edit`, spec 001 §4) where saving signs a new version. A superseded version stays
 * readable, with a link to the newest one.
 */
export function AgreementDetails({ id }: { id: number | null }) {
  const {
    data: agreement,
    isLoading,
    isError,
    error,
  } = useGetAgreementQuery(id ?? 0, { skip: id === null });
  const [searchParams, setSearchParams] = useSearchParams();
  const { toast } = useToast();
  const sessionExpired = useSessionExpired();
  const status = errorStatus(error);
  const initialValues = useMemo(
    () => (agreement ? agreementFormValues(agreement) : null),
    [agreement],
  );

  useEffect(() => {
    if (status === 401) sessionExpired();
    else if (isError && status !== 404)
      toast({
        title: AGREEMENT_TOASTS.errorTitle,
        description: AGREEMENT_TOASTS.fetchFailed,
        variant: 'destructive',
      });
  }, [isError, status, sessionExpired, toast]);

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading agreement" />
      </Box>
    );
  }
  if (id === null || isError || !agreement || !initialValues) {
    if (status === 401) return null;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" sx={headingSx}>
          Consulting Agreement
        </Typography>
        <BackToAgreements />
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>{AGREEMENT_SCREENS.viewError}</AlertTitle>
          {id === null || status === 404
            ? 'This agreement does not exist, or it has been deleted.'
            : AGREEMENT_TOASTS.fetchFailed}
        </Alert>
      </Stack>
    );
  }

  const superseded = agreement.status === 'superseded';
  const mode = searchParams.get('mode') === 'edit' && !superseded ? 'edit' : 'view';
  return (
    <Stack spacing={3}>
      <Box>
        <BackToAgreements />
        <Typography variant="h1" sx={{ ...headingSx, mt: 1 }}>
          {mode === 'edit' ? 'Edit Consulting Agreement' : 'Consulting Agreement'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography color="text.secondary">
            {agreement.reference} · Version {agreement.version} ·{' '}
            {agreement.amendedByFirm ? 'Amended by the firm' : 'Signed'}{' '}
            {formatAgreementDate(agreement.signedDate)}
          </Typography>
          <AgreementStatusChip status={agreement.status} />
        </Box>
      </Box>

      {superseded && (
        <Alert severity="info">
          <AlertTitle>A newer version replaces this one</AlertTitle>
          This version stays on record as it was signed. It can no longer be edited.
          <Box sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={
                agreement.supersededById
                  ? `/consulting-agreement/${agreement.supersededById}`
                  : '/consulting-agreements'
              }
              variant="outlined"
              color="inherit"
              size="small"
            >
              View the newer version
            </Button>
          </Box>
        </Alert>
      )}
      {agreement.status === 'pending' && mode === 'view' && (
        <Alert severity="warning">
          <AlertTitle>Awaiting your signature</AlertTitle>
          We amended this agreement. Please review it, then choose Edit Agreement and re-sign it to
          make it active.
        </Alert>
      )}
      {mode === 'edit' && (
        <Alert severity="info">
          Saving signs a new version (version {agreement.version + 1}). This version stays on
          record.
        </Alert>
      )}

      <AgreementForm
        key={agreement.id}
        initialValues={initialValues}
        mode={mode}
        saved={agreement}
        canEdit={!superseded}
        onEdit={() => setSearchParams({ mode: 'edit' })}
        onCancelEdit={() => setSearchParams({})}
      />
    </Stack>
  );
}
