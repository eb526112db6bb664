import { verifyApi } from '@consult/api-client';
import type { DocumentVerification } from '@consult/domain';
import { sharedStore } from '@consult/ui';

/**
 * What the firm's records say about a PDF's fingerprint, asked through the page's API store (RTK
 * Query). useDocumentCheck loads this module when a file is checked, so that /verify hydrates
 * without the API client and its store (issue 19). Each check asks the server again, and nothing
 * keeps the answer (the endpoint's `keepUnusedDataFor: 0`).
 */
export function verifyDocument(
  apiBaseUrl: string | undefined,
  fingerprint: string,
): Promise<DocumentVerification> {
  return sharedStore(apiBaseUrl)
    .dispatch(
      verifyApi.endpoints.verifyDocument.initiate(fingerprint, {
        subscribe: false,
        forceRefetch: true,
      }),
    )
    .unwrap();
}
