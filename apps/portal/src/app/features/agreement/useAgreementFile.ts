import { useDownloadAgreementMutation } from '@consult/api-client';
import { renderDocumentHtml } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementFileName,
  type AgreementSummary,
  type DocumentModel,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import { printInWindow, saveFile } from '@consult/ui/documents';
import { AGREEMENT_TOASTS } from './agreement-messages';

type SavedAgreement = Pick<AgreementSummary, 'id' | 'companyName' | 'signedDate'>;

/** A document on screen (a draft, or a saved version) that can be saved as HTML or printed. */
export interface ShownDocument {
  model: DocumentModel;
  /** "CA-000042" for a saved version. */
  reference?: string;
  companyName: string;
  /** yyyy-MM-dd. */
  date: string;
}

const htmlUrl = (shown: ShownDocument) =>
  URL.createObjectURL(
    new Blob(
      [
        renderDocumentHtml(shown.model, {
          firmName: DEFAULT_FIRM.name,
          reference: shown.reference,
        }),
      ],
      {
        type: 'text/html;charset=utf-8',
      },
    ),
  );

/**
 * An agreement's files, with the spec's toasts (req DOCS-7, DOCS-8): a saved version's PDF (download
 * and print), and the document on screen as a self-contained HTML file (download and print).
 */
export function useAgreementFile() {
  const [downloadAgreement, { isLoading }] = useDownloadAgreementMutation();
  const { toast } = useToast();
  const failed = (description: string) =>
    toast({ title: AGREEMENT_TOASTS.errorTitle, description, variant: 'destructive' });

  const downloadPdf = async (agreement: SavedAgreement) => {
    try {
      const file = await downloadAgreement(agreement.id).unwrap();
      saveFile(
        file.objectUrl,
        file.fileName ?? agreementFileName(agreement.companyName, agreement.signedDate, 'pdf'),
      );
      toast({ title: AGREEMENT_TOASTS.downloaded });
    } catch {
      failed(AGREEMENT_TOASTS.downloadFailed);
    }
  };

  const printPdf = async (agreement: SavedAgreement) => {
    // Opened now, while the click still counts as the user's: after the download it would be blocked.
    const popup = window.open('', '_blank');
    if (!popup) {
      failed(AGREEMENT_TOASTS.popupBlocked);
      return;
    }
    try {
      const file = await downloadAgreement(agreement.id).unwrap();
      printInWindow(popup, file.objectUrl);
      toast({ title: AGREEMENT_TOASTS.openedForPrinting });
    } catch {
      popup.close();
      failed(AGREEMENT_TOASTS.printFailed);
    }
  };

  const downloadHtml = (shown: ShownDocument) => {
    try {
      saveFile(htmlUrl(shown), agreementFileName(shown.companyName, shown.date, 'html'));
      toast({ title: AGREEMENT_TOASTS.downloaded });
    } catch {
      failed(AGREEMENT_TOASTS.downloadFailed);
    }
  };

  const printHtml = (shown: ShownDocument) => {
    const popup = window.open('', '_blank');
    if (!popup) {
      failed(AGREEMENT_TOASTS.popupBlocked);
      return;
    }
    try {
      printInWindow(popup, htmlUrl(shown));
      toast({ title: AGREEMENT_TOASTS.openedForPrinting });
    } catch {
      popup.close();
      failed(AGREEMENT_TOASTS.printFailed);
    }
  };

  return { downloadPdf, printPdf, downloadHtml, printHtml, busy: isLoading };
}
