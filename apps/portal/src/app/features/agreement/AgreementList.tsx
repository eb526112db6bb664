import { useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  errorMessage,
  errorStatus,
  useDeleteAgreementMutation,
  useGetAgreementsQuery,
} from '@consult/api-client';
import type { AgreementSummary } from '@consult/domain';
import { ConfirmDialog, ListState, useToast } from '@consult/ui';
import { AgreementCard } from './AgreementCard';
import { AGREEMENT_SCREENS, AGREEMENT_TOASTS, DELETE_AGREEMENT_DIALOG } from './agreement-messages';

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

/** /consulting-agreements: the client's agreements, with their states (req DOCS-2). */
export function AgreementList() {
  const query = useGetAgreementsQuery();
  const { data, error } = query;
  const [deleteAgreement, { isLoading: deleting }] = useDeleteAgreementMutation();
  const [toDelete, setToDelete] = useState<AgreementSummary | null>(null);
  const { toast } = useToast();

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

  const agreements = Array.isArray(data) ? listedVersions(data) : [];
  return (
    <ListState
      query={query}
      loadingLabel="Loading agreements"
      errorToast={{
        title: AGREEMENT_TOASTS.errorTitle,
        description: AGREEMENT_TOASTS.fetchListFailed(serverText(error)),
      }}
      error={{
        title: AGREEMENT_SCREENS.listError,
        text: 'Your agreements could not be loaded. Please try again.',
        retryLabel: AGREEMENT_SCREENS.retry,
      }}
      isEmpty={agreements.length === 0}
      empty={{
        title: AGREEMENT_SCREENS.empty,
        text: 'Choose the services you need and how you want to pay for them, then sign online.',
        action: { label: AGREEMENT_SCREENS.createFirst, to: '/consulting-agreement' },
      }}
    >
      <Stack spacing={2}>
        {agreements.map((agreement) => (
          <AgreementCard key={agreement.id} agreement={agreement} onDelete={setToDelete} />
        ))}
      </Stack>
      {/* What else deleting does: its payment method in force ends, and the firm keeps the signed
          record (req DOCS-2, docs/contracts-and-money.md). */}
      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_AGREEMENT_DIALOG.title}
        description={[DELETE_AGREEMENT_DIALOG.text, DELETE_AGREEMENT_DIALOG.consequences]}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </ListState>
  );
}
