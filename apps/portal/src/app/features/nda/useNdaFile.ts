import { useDownloadNdaMutation } from '@consult/api-client';
import { ndaFileName, type NdaSummary } from '@consult/domain';
import { useToast } from '@consult/ui';
import { printInWindow, saveFile } from '@consult/ui/documents';
import { NDA_TOASTS } from './nda-messages';

type NdaFileTarget = Pick<NdaSummary, 'id' | 'companyName' | 'agreementDate'>;

/** Download and print of an NDA's PDF, with the spec's toasts (req DOCS-7, DOCS-8). */
export function useNdaFile() {
  const [downloadNda, { isLoading }] = useDownloadNdaMutation();
  const { toast } = useToast();
  const failed = (description: string) =>
    toast({ title: NDA_TOASTS.errorTitle, description, variant: 'destructive' });

  const download = async (nda: NdaFileTarget) => {
    try {
      const file = await downloadNda(nda.id).unwrap();
      saveFile(file.objectUrl, file.fileName ?? ndaFileName(nda.companyName, nda.agreementDate));
      toast({ title: NDA_TOASTS.downloaded });
    } catch {
      failed(NDA_TOASTS.downloadFailed);
    }
  };

  const print = async (nda: NdaFileTarget) => {
    // Opened now, while the click still counts as the user's: after the download it would be blocked.
    const popup = window.open('', '_blank');
    if (!popup) {
      failed(NDA_TOASTS.popupBlocked);
      return;
    }
    try {
      const file = await downloadNda(nda.id).unwrap();
      printInWindow(popup, file.objectUrl);
      toast({ title: NDA_TOASTS.openedForPrinting });
    } catch {
      popup.close();
      failed(NDA_TOASTS.printFailed);
    }
  };

  return { download, print, busy: isLoading };
}
