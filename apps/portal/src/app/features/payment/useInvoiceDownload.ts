import { isSessionExpired, useDownloadInvoiceMutation } from '@consult/api-client';
import { invoiceFileName, type PaymentMethodSummary } from '@consult/domain';
import { useToast } from '@consult/ui';
import { saveFile } from '@consult/ui/documents';
import { PAYMENT_TOAST } from './payment-messages';

/**
 * Downloads a payment method's invoice as a PDF, saved as `invoice-{PO number or id}.pdf` (the
 * server's name, else the same rule here), with the toasts of req DOCS-8.
 */
export function useInvoiceDownload() {
  const [download, { isLoading, originalArgs }] = useDownloadInvoiceMutation();
  const { toast } = useToast();

  const downloadInvoice = async (
    method: Pick<PaymentMethodSummary, 'id'> & { poNumber?: string | null },
  ) => {
    try {
      const file = await download(method.id).unwrap();
      saveFile(file.objectUrl, file.fileName ?? invoiceFileName(method.poNumber, method.id));
      toast({ title: PAYMENT_TOAST.downloaded });
    } catch (error) {
      if (isSessionExpired(error)) return;
      toast({
        title: PAYMENT_TOAST.errorTitle,
        description: PAYMENT_TOAST.downloadFailed,
        variant: 'destructive',
      });
    }
  };

  /** The id of the method whose invoice is being fetched. */
  const downloadingId = isLoading ? originalArgs : undefined;
  return { downloadInvoice, downloadingId };
}
