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
import {
  AMENDMENT_MESSAGES,
  AMENDMENT_TEXT,
  formatAgreementDate,
  type Agreement,
  type AgreementVersionEntry,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import { AgreementForm } from './AgreementForm';
import { AgreementHistory } from './AgreementHistory';
import { AgreementStatusChip } from './AgreementStatusChip';
import type { AgreementMode } from './AgreementToolbar';
import { PendingAmendmentNotice } from './PendingAmendmentNotice';
import {
  AGREEMENT_SCREENS,
  AGREEMENT_TOASTS,
  AMENDMENT_SCREENS,
  inForceUntilSignedText,
  proposedOnText,
} from './agreement-messages';
import { agreementFormValues } from './agreement-schema';

const HEADINGS: Record<AgreementMode, string> = {
  new: 'Consulting Agreement',
  view: 'Consulting Agreement',
  edit: 'Edit Consulting Agreement',
  amendment: AMENDMENT_SCREENS.reviewHeading,
};

function BackToAgreements() {
  return (
    <Button component={RouterLink} to="/consulting-agreements" startIcon={<ArrowBack />}>
      Back to Agreements
    </Button>
  );
}

function VersionLink({ to, label }: { to: string; label: string }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small">
        {label}
      </Button>
    </Box>
  );
}

/** "Signed 03/05/2025"; a version never signed (a firm proposal) says when it was proposed. */
function dateText(agreement: Agreement): string {
  if (agreement.signature) return `Signed ${formatAgreementDate(agreement.signedDate)}`;
  return agreement.proposedAt ? proposedOnText(agreement.proposedAt) : 'Not signed';
}

/** What the page says about the version's place in its agreement: replaced, proposed, declined... */
function VersionNotice({
  agreement,
  inForce,
}: {
  agreement: Agreement;
  inForce: AgreementVersionEntry | null;
}) {
  const inForceLink = inForce && inForce.id !== agreement.id && (
    <VersionLink
      to={`/consulting-agreement/${inForce.id}`}
      label={`View the version in force (version ${inForce.version})`}
    />
  );
  const resolved = agreement.resolvedAt ? ` on ${formatAgreementDate(agreement.resolvedAt)}` : '';
  switch (agreement.status) {
    case 'superseded':
      return (
        <Alert severity="info">
          <AlertTitle>A newer version replaces this one</AlertTitle>
          This version stays on record as it was signed. It can no longer be edited.
          <VersionLink
            to={
              agreement.supersededById
                ? `/consulting-agreement/${agreement.supersededById}`
                : '/consulting-agreements'
            }
            label="View the newer version"
          />
        </Alert>
      );
    case 'pending':
      return (
        <Alert severity="warning">
          <AlertTitle>{AMENDMENT_TEXT.awaitingSignature}</AlertTitle>
          The firm proposes these terms as version {agreement.version} of {agreement.reference}.{' '}
          {inForceUntilSignedText(inForce?.version ?? null)} You can sign them exactly as proposed,
          or decline them with a note to the firm.
          {inForceLink}
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="info">
          <AlertTitle>You declined this amendment{resolved}</AlertTitle>
          It was never signed; the version you signed before stays in force.
          {agreement.declineNote && (
            <Typography
              variant="body2"
              sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              Your note: {agreement.declineNote}
            </Typography>
          )}
          {inForceLink}
        </Alert>
      );
    case 'withdrawn':
      return (
        <Alert severity="info">
          <AlertTitle>The firm withdrew this amendment{resolved}</AlertTitle>
          It was never signed; the version you signed before stays in force.
          {inForceLink}
        </Alert>
      );
    default:
      return null;
  }
}

/**
 * /consulting-agreement/{id}: one version of an agreement, with its version history. The version in
 * force is read-only, or in edit mode (Edit Agreement or `?mode=edit`, req DOCS-4) where saving
 * signs a new version, unless a firm proposal waits on it. A firm proposal is reviewed read-only and
 * signed exactly as proposed, or declined (docs/contracts-and-money.md). Other versions stay
 * readable, with a link to the one in force.
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
  const status = errorStatus(error);
  const initialValues = useMemo(
    () => (agreement ? agreementFormValues(agreement) : null),
    [agreement],
  );

  useEffect(() => {
    if (isError && status !== 404)
      toast({
        title: AGREEMENT_TOASTS.errorTitle,
        description: AGREEMENT_TOASTS.fetchFailed,
        variant: 'destructive',
      });
  }, [isError, status, toast]);

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading agreement" />
      </Box>
    );
  }
  if (id === null || isError || !agreement || !initialValues) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="pageTitle" component="h1">
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

  const history = Array.isArray(agreement.history) ? agreement.history : [];
  const inForce = history.find((entry) => entry.status === 'active') ?? null;
  const proposal = agreement.pendingAmendment ?? null;
  // Only the version in force is edited, and not while a firm proposal waits on it.
  const editBlocked = agreement.status === 'active' && proposal !== null;
  const canEdit = agreement.status === 'active' && !editBlocked;
  const mode: AgreementMode =
    agreement.status === 'pending'
      ? 'amendment'
      : searchParams.get('mode') === 'edit' && canEdit
        ? 'edit'
        : 'view';
  return (
    <Stack spacing={3}>
      <Box>
        <BackToAgreements />
        <Typography variant="pageTitle" component="h1" sx={{ mt: 1 }}>
          {HEADINGS[mode]}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography color="text.secondary">
            {agreement.reference} · Version {agreement.version} · {dateText(agreement)}
          </Typography>
          <AgreementStatusChip status={agreement.status} />
        </Box>
      </Box>

      <VersionNotice agreement={agreement} inForce={inForce} />
      {editBlocked && proposal && (
        <PendingAmendmentNotice
          id="agreement-edit-blocked"
          proposal={proposal}
          inForceVersion={agreement.version}
        >
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {AMENDMENT_MESSAGES.pendingExists}.
          </Box>
        </PendingAmendmentNotice>
      )}
      {mode === 'edit' && (
        <Alert severity="info">
          Saving signs a new version (version {agreement.version + 1}). This version stays on
          record.
        </Alert>
      )}
      <AgreementHistory history={history} currentId={agreement.id} />

      <AgreementForm
        key={agreement.id}
        initialValues={initialValues}
        mode={mode}
        saved={agreement}
        canEdit={canEdit}
        editBlocked={editBlocked}
        onEdit={() => setSearchParams({ mode: 'edit' })}
        onCancelEdit={() => setSearchParams({})}
      />
    </Stack>
  );
}
