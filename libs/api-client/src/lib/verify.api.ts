import type { DocumentVerification } from '@consult/domain';
import { baseApi } from './base-api';

/** Checking a PDF against the firm's sealed documents (public; the marketing site's /verify). */
export const verifyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the firm's records say about a PDF, found by its SHA-256 (lower-case hex). Each check
     * asks the server again: an answer is dropped as soon as nothing reads it.
     */
    verifyDocument: build.query<DocumentVerification, string>({
      query: (sha256) => `/verify/${sha256}`,
      keepUnusedDataFor: 0,
    }),
  }),
});
