import type {
  AcceptEsignConsentRequest,
  CreateNdaRequest,
  EsignConsentStatus,
  Nda,
  NdaSummary,
} from '@consult/domain';
import { baseApi } from './base-api';
import { fileDownload, type DownloadedFile } from './download';

const LIST = { type: 'Nda' as const, id: 'LIST' };

/**
 * The key every component shares for accepting the disclosure (RTK Query's `fixedCacheKey`), so
 * that a form signing meanwhile can wait for the acceptance in flight.
 */
export const ESIGN_ACCEPTANCE = 'esign-acceptance';

/** Mutual NDAs and the electronic records disclosure (req DOCS-7, RULES-4). */
export const ndaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEsignConsent: build.query<EsignConsentStatus, void>({
      query: () => '/esign-consent',
      providesTags: ['EsignConsent'],
    }),
    acceptEsignConsent: build.mutation<EsignConsentStatus, AcceptEsignConsentRequest>({
      query: (body) => ({ url: '/esign-consent', method: 'POST', body }),
      // The answer is the new status: shown at once, with no window between the acceptance and
      // the status refetched in which a form would still read "not accepted".
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(ndaApi.util.upsertQueryData('getEsignConsent', undefined, data));
      },
      invalidatesTags: ['EsignConsent'],
    }),
    getNdas: build.query<NdaSummary[], void>({
      query: () => '/ndas',
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map(({ id }) => ({ type: 'Nda' as const, id })),
      ],
    }),
    getNda: build.query<Nda, number>({
      query: (id) => `/nda/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Nda', id }],
    }),
    signNda: build.mutation<Nda, CreateNdaRequest>({
      query: (body) => ({ url: '/nda', method: 'POST', body }),
      invalidatesTags: [LIST, 'Admin'],
    }),
    deleteNda: build.mutation<void, number>({
      query: (id) => ({ url: `/nda/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Nda', id }, 'Admin'],
    }),
    /** The NDA's PDF (never cached: each call fetches it again). */
    downloadNda: build.mutation<DownloadedFile, number>({
      query: (id) => fileDownload(`/nda/${id}/download`),
    }),
  }),
});

export const {
  useGetEsignConsentQuery,
  useAcceptEsignConsentMutation,
  useGetNdasQuery,
  useGetNdaQuery,
  useSignNdaMutation,
  useDeleteNdaMutation,
  useDownloadNdaMutation,
} = ndaApi;
