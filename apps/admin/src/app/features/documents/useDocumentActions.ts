import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useDownloadAdminDocumentMutation,
  useMailInvoiceMutation,
  useShareAdminDocumentMutation,
  type AdminDocumentRef,
} from '@consult/api-client';
import { appLink, ndaFileName } from '@consult/domain';
import { useAppConfig, useToast } from '@consult/ui';
import { printInWindow, saveFile } from '@consult/ui/documents';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../../admin-messages';
import { documentViewPath } from './document-links';
import type { MailOutcome } from './MailDocumentDialog';

/** A document an action is about, with what its file name is made of. */
export interface DocumentTarget extends AdminDocumentRef {
  /** An NDA's company and date name its file when the server's name cannot be read. */
  companyName?: string;
  /** yyyy-MM-dd. */
  date?: string;
}

/** The file an admin download is saved as (req DOCS-7). */
export function adminFileName(target: DocumentTarget, serverName: string | null): string {
  if (target.kind === 'agreement') return `agreement-${target.id}.pdf`;
  if (target.kind === 'invoice') return `invoice-${target.id}.pdf`;
  if (serverName) return serverName;
  return target.companyName && target.date
    ? ndaFileName(target.companyName, target.date)
    : `mutual-nda-${target.id}.pdf`;
}

const DOWNLOAD_TOASTS = {
  nda: { done: ADMIN_TOASTS.documentDownloaded, failed: ADMIN_TEXT.downloadNdaFailed },
  agreement: {
    done: ADMIN_TOASTS.agreementDownloaded,
    failed: ADMIN_TOASTS.downloadAgreementFailed,
  },
  invoice: { done: ADMIN_TOASTS.documentDownloaded, failed: ADMIN_TOASTS.downloadInvoiceFailed },
} as const;

/**
 * The server's message where it tells the admin something to act on (a bad address, a client's
 * unverified address, too many mails).
 */
const mailFailure = (error: unknown, fallback: string) => {
  const status = errorStatus(error);
  return status === 400 || status === 409 || status === 429
    ? errorMessage(error, fallback)
    : fallback;
};

/**
 * A refused recipient (a 400 naming `to`, as the validation pipe answers): its message goes under
 * the dialog's field instead of a toast (issue 18).
 */
const refusedRecipient = (error: unknown): MailOutcome | null => {
  const message = errorStatus(error) === 400 ? fieldErrors(error)['to'] : undefined;
  return message ? { recipientError: message } : null;
};

/**
 * What the console does with a client's document (req DOCS-2, DOCS-7, DOCS-8): view it, download its
 * PDF, print it, e-mail it (a share, or the payments tab's "Email Invoice") and copy a link to its
 * view. Each action says how it went in a toast; each returns whether it succeeded.
 */
export function useDocumentActions() {
  const [downloadDocument, downloadState] = useDownloadAdminDocumentMutation();
  const [shareDocument, shareState] = useShareAdminDocumentMutation();
  const [mailInvoice, mailState] = useMailInvoiceMutation();
  const navigate = useNavigate();
  const { urls } = useAppConfig();
  const { toast } = useToast();

  const failed = useCallback(
    (description: string) =>
      toast({ title: ADMIN_TEXT.errorTitle, description, variant: 'destructive' }),
    [toast],
  );

  const view = (ref: AdminDocumentRef) => navigate(documentViewPath(ref));

  const download = async (target: DocumentTarget): Promise<boolean> => {
    const messages = DOWNLOAD_TOASTS[target.kind];
    try {
      const file = await downloadDocument({ kind: target.kind, id: target.id }).unwrap();
      saveFile(file.objectUrl, adminFileName(target, file.fileName));
      toast({ title: messages.done });
      return true;
    } catch {
      failed(messages.failed);
      return false;
    }
  };

  /**
   * Prints the PDF (req DOCS-7): the window is opened at once, while the click still counts as
   * the admin's (opened after the download, it would be blocked), then shows the PDF and prints
   * it after 500 ms. The PDF is fetched as a print, so the audit log records one print (and no
   * download).
   */
  const print = async (ref: AdminDocumentRef): Promise<boolean> => {
    const popup = window.open('', '_blank');
    if (!popup) {
      failed(ADMIN_TOASTS.popupBlocked);
      return false;
    }
    try {
      const file = await downloadDocument({
        kind: ref.kind,
        id: ref.id,
        purpose: 'print',
      }).unwrap();
      printInWindow(popup, file.objectUrl);
    } catch {
      popup.close();
      failed(ADMIN_TOASTS.printFailed);
      return false;
    }
    toast({ title: ADMIN_TOASTS.openedForPrinting });
    return true;
  };

  /** E-mails the document as a PDF to the client, or to `to` (req RULES-2). */
  const share = async (ref: AdminDocumentRef, to?: string): Promise<MailOutcome> => {
    try {
      await shareDocument({ ...ref, to }).unwrap();
      toast({ title: ADMIN_TOASTS.shared });
      return true;
    } catch (error) {
      const refused = refusedRecipient(error);
      if (refused) return refused;
      failed(mailFailure(error, ADMIN_TOASTS.shareFailed));
      return false;
    }
  };

  /** The payments tab's "Email Invoice". */
  const emailInvoice = async (id: number, to?: string): Promise<MailOutcome> => {
    try {
      await mailInvoice({ id, to }).unwrap();
      toast({ title: ADMIN_TOASTS.invoiceEmailed });
      return true;
    } catch (error) {
      const refused = refusedRecipient(error);
      if (refused) return refused;
      failed(mailFailure(error, ADMIN_TOASTS.emailInvoiceFailed));
      return false;
    }
  };

  /** Copies the address of the document's view in the console (the NDA tab's Share, req RULES-2). */
  const copyLink = async (ref: AdminDocumentRef): Promise<boolean> => {
    const url = appLink(urls.admin, documentViewPath(ref));
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: ADMIN_TEXT.shareLinkCopied, description: url });
      return true;
    } catch {
      failed(ADMIN_TEXT.copyLinkFailed);
      return false;
    }
  };

  return {
    view,
    download,
    print,
    share,
    emailInvoice,
    copyLink,
    busy: downloadState.isLoading || shareState.isLoading || mailState.isLoading,
  };
}
