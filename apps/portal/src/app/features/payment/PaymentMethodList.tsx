import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import { Link as RouterLink } from 'react-router';
import {
  errorStatus,
  useDeletePaymentMethodMutation,
  useGetPaymentMethodsQuery,
} from '@consult/api-client';
import type { PaymentMethodSummary } from '@consult/domain';
import { useToast } from '@consult/ui';
import { useSessionExpired } from '../session/useSessionExpired';
import { paymentMethodLabel } from '../profile/payment-method-label';
import { DeletePaymentMethodDialog } from './DeletePaymentMethodDialog';
import { LoadingState } from './LoadingState';
import { PaymentMethodSections, ViewDetailsLink } from './PaymentMethodSections';
import { PAYMENT_BUTTONS, PAYMENT_SCREENS, PAYMENT_TOAST } from './payment-messages';
import { useInvoiceDownload } from './useInvoiceDownload';

/**
 * /all-payment-methods: every payment method of the client (spec 001 §2). Those in force, one per
 * agreement, with View Details, Download Invoice (invoices only) and Delete after the 'Delete
 * Payment Method' dialog; then replaced and ended ones as history, with View Details only. Loading,
 * error (with a retry) and empty states. `addPath` is where Add New Payment Method leads.
 */
export function PaymentMethodList({ addPath }: { addPath: string }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetPaymentMethodsQuery();
  const [deleteMethod, { isLoading: deleting }] = useDeletePaymentMethodMutation();
  const [toDelete, setToDelete] = useState<PaymentMethodSummary | null>(null);
  const { downloadInvoice, downloadingId } = useInvoiceDownload();
  const { toast } = useToast();
  const sessionExpired = useSessionExpired();
  const unauthenticated = errorStatus(error) === 401;

  useEffect(() => {
    if (unauthenticated) sessionExpired();
    else if (isError)
      toast({
        title: PAYMENT_TOAST.errorTitle,
        description: PAYMENT_TOAST.fetchAllFailed,
        variant: 'destructive',
      });
  }, [isError, unauthenticated, sessionExpired, toast]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMethod(toDelete.id).unwrap();
      toast({ title: PAYMENT_TOAST.deleted });
    } catch (deleteError) {
      if (errorStatus(deleteError) === 401) {
        sessionExpired();
        return;
      }
      toast({
        title: PAYMENT_TOAST.errorTitle,
        description: PAYMENT_TOAST.deleteFailed,
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  };

  if (isLoading) return <LoadingState label="Loading payment methods" />;
  if (isError) {
    if (unauthenticated) return null;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
            {PAYMENT_BUTTONS.retry}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
      >
        <AlertTitle>{PAYMENT_SCREENS.listError}</AlertTitle>
        {PAYMENT_TOAST.fetchAllFailed}. Please try again.
      </Alert>
    );
  }
  const methods = Array.isArray(data) ? data : [];
  if (methods.length === 0) {
    return (
      <Paper
        elevation={0}
        sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {PAYMENT_SCREENS.empty}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Once you sign a consulting agreement, choose how to pay for it: by card, ACH or invoice.
        </Typography>
        <Button component={RouterLink} to={addPath} variant="outlined" size="large">
          {PAYMENT_BUTTONS.addNew}
        </Button>
      </Paper>
    );
  }
  return (
    <>
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
      <DeletePaymentMethodDialog
        label={toDelete ? paymentMethodLabel(toDelete) : null}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
