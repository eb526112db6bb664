import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import {
  isSessionExpired,
  useDeletePaymentMethodMutation,
  useGetPaymentMethodsQuery,
} from '@consult/api-client';
import type { PaymentMethodSummary } from '@consult/domain';
import { ConfirmDialog, ListState, useToast } from '@consult/ui';
import { paymentMethodLabel } from '../profile/payment-method-label';
import { PaymentMethodSections, ViewDetailsLink } from './PaymentMethodSections';
import {
  DELETE_PAYMENT_METHOD_DIALOG,
  PAYMENT_BUTTONS,
  PAYMENT_SCREENS,
  PAYMENT_TOAST,
} from './payment-messages';
import { useInvoiceDownload } from './useInvoiceDownload';

/**
 * /all-payment-methods: every payment method of the client (req DOCS-2). Those in force, one per
 * agreement, with View Details, Download Invoice (invoices only) and Delete after the 'Delete
 * Payment Method' dialog; then replaced and ended ones as history, with View Details only. Loading,
 * error (with a retry) and empty states. `addPath` is where Add New Payment Method leads.
 */
export function PaymentMethodList({ addPath }: { addPath: string }) {
  const query = useGetPaymentMethodsQuery();
  const { data } = query;
  const [deleteMethod, { isLoading: deleting }] = useDeletePaymentMethodMutation();
  const [toDelete, setToDelete] = useState<PaymentMethodSummary | null>(null);
  const { downloadInvoice, downloadingId } = useInvoiceDownload();
  const { toast } = useToast();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMethod(toDelete.id).unwrap();
      toast({ title: PAYMENT_TOAST.deleted });
    } catch (deleteError) {
      if (isSessionExpired(deleteError)) return;
      toast({
        title: PAYMENT_TOAST.errorTitle,
        description: PAYMENT_TOAST.deleteFailed,
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  };

  const methods = Array.isArray(data) ? data : [];
  return (
    <ListState
      query={query}
      loadingLabel="Loading payment methods"
      errorToast={{ title: PAYMENT_TOAST.errorTitle, description: PAYMENT_TOAST.fetchAllFailed }}
      error={{
        title: PAYMENT_SCREENS.listError,
        text: `${PAYMENT_TOAST.fetchAllFailed}. Please try again.`,
        retryLabel: PAYMENT_BUTTONS.retry,
      }}
      isEmpty={methods.length === 0}
      empty={{
        title: PAYMENT_SCREENS.empty,
        text: 'Once you sign a consulting agreement, choose how to pay for it: by card, ACH or invoice.',
        action: { label: PAYMENT_BUTTONS.addNew, to: addPath },
      }}
    >
      <Paper elevation={0} sx={{ px: { xs: 2, sm: 3 }, py: 2, border: 1, borderColor: 'divider' }}>
        <PaymentMethodSections
          methods={methods}
          inForceActions={(method) => {
            const label = paymentMethodLabel(method);
            const downloading = downloadingId === method.id;
            return (
              <>
                <ViewDetailsLink methodId={method.id} />
                {method.paymentType === 'pay by invoice' && (
                  <Button
                    variant="outlined"
                    startIcon={<Download />}
                    onClick={() => void downloadInvoice(method)}
                    disabled={downloading}
                    aria-describedby={`payment-method-${method.id}-label`}
                  >
                    {downloading ? 'Downloading...' : PAYMENT_BUTTONS.downloadInvoice}
                  </Button>
                )}
                <Button
                  color="error"
                  startIcon={<Delete />}
                  onClick={() => setToDelete(method)}
                  aria-label={`${PAYMENT_BUTTONS.delete} ${label}`}
                >
                  {PAYMENT_BUTTONS.delete}
                </Button>
              </>
            );
          }}
        />
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_PAYMENT_METHOD_DIALOG.title}
        description={
          <>
            {toDelete && <strong>{paymentMethodLabel(toDelete)}. </strong>}
            {DELETE_PAYMENT_METHOD_DIALOG.text}
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </ListState>
  );
}
