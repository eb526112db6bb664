import { useCallback, useRef, useState } from 'react';
import { errorMessage, errorStatus } from '@consult/api-client';
import { VERIFY_MESSAGES, type DocumentVerification } from '@consult/domain';
import { useAppConfig } from '@consult/ui';
import { isPdf, sha256Hex } from './pdf-fingerprint';
import { VERIFY_PAGE_MESSAGES } from './verify-messages';

/** Where the check of one file stands. */
export type DocumentCheck =
  | { state: 'idle' }
  | { state: 'checking'; fileName: string; fingerprint?: string }
  | { state: 'answered'; fileName: string; fingerprint: string; verification: DocumentVerification }
  | { state: 'failed'; fileName: string; fingerprint?: string; message: string };

/**
 * Checks a file against the firm's records: reads it, computes its SHA-256 in the browser and
 * sends only that. A file chosen while another is being checked replaces it.
 */
export function useDocumentCheck() {
  const { apiBaseUrl } = useAppConfig();
  const [check, setCheck] = useState<DocumentCheck>({ state: 'idle' });
  const latest = useRef(0);

  const checkFile = useCallback(
    async (file: File) => {
      const run = ++latest.current;
      const update = (next: DocumentCheck) => {
        if (run === latest.current) setCheck(next);
      };
      const fileName = file.name;
      update({ state: 'checking', fileName });
      let fingerprint: string | undefined;
      try {
        const bytes = await file.arrayBuffer();
        if (!isPdf(file, bytes)) {
          update({ state: 'failed', fileName, message: VERIFY_PAGE_MESSAGES.notPdf });
          return;
        }
        fingerprint = await sha256Hex(bytes);
        update({ state: 'checking', fileName, fingerprint });
        // The API client is loaded when a file is first checked (verify-document.ts).
        const { verifyDocument } = await import('./verify-document');
        const verification = await verifyDocument(apiBaseUrl, fingerprint);
        update({ state: 'answered', fileName, fingerprint, verification });
      } catch (error) {
        const message =
          errorStatus(error) === 429
            ? errorMessage(error, VERIFY_MESSAGES.tooManyRequests)
            : VERIFY_PAGE_MESSAGES.unavailable;
        update({ state: 'failed', fileName, fingerprint, message });
      }
    },
    [apiBaseUrl],
  );

  const reset = useCallback(() => {
    latest.current++;
    setCheck({ state: 'idle' });
  }, []);

  return { check, checkFile, reset };
}
