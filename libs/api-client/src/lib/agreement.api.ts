import type {
  Agreement,
  AgreementSummary,
  CreateAgreementRequest,
  DeclineAmendmentRequest,
} from '@consult/domain';
import { baseApi } from './base-api';
import { fileDownload, type DownloadedFile } from './download';

const LIST = { type: 'Agreement' as const, id: 'LIST' };
/** Signing a new version carries its payment method over; deleting ends it. */
const PAYMENT_METHODS = 'PaymentMethod' as const;

/**
 * Consulting agreements (req DOCS-7). Signing (a new agreement or a new version) and deleting
 * refresh the list, the profile (`hasSignedAgreement`, req DOCS-4) and the admin views; signing a
 * new version also refreshes the version it replaces, which is now superseded.
 */
export const agreementApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Agreement'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAgreements: build.query<AgreementSummary[], void>({
        query: () => '/consulting-agreements',
        providesTags: (result) => [
          LIST,
          ...(Array.isArray(result) ? result : []).map(({ id }) => ({
            type: 'Agreement' as const,
            id,
          })),
        ],
      }),
      getAgreement: build.query<Agreement, number>({
        query: (id) => `/consulting-agreement/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Agreement', id }],
      }),
      signAgreement: build.mutation<Agreement, CreateAgreementRequest>({
        query: (body) => ({ url: '/consulting-agreement', method: 'POST', body }),
        invalidatesTags: (_result, _error, body) => [
          LIST,
          PAYMENT_METHODS,
          'Profile',
          'Admin',
          ...(body.agreementId === undefined
            ? []
            : [{ type: 'Agreement' as const, id: body.agreementId }]),
        ],
      }),
      /** Declines the firm's proposed amendment; the version signed before stays in force. */
      declineAmendment: build.mutation<Agreement, { id: number; body: DeclineAmendmentRequest }>({
        query: ({ id, body }) => ({
          url: `/consulting-agreement/${id}/decline`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          LIST,
          { type: 'Agreement', id },
          'Profile',
          'Admin',
        ],
      }),
      deleteAgreement: build.mutation<void, number>({
        query: (id) => ({ url: `/consulting-agreement/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [
          LIST,
          PAYMENT_METHODS,
          { type: 'Agreement', id },
          'Profile',
          'Admin',
        ],
      }),
      /** The agreement's PDF (never cached: each call fetches it again). */
      downloadAgreement: build.mutation<DownloadedFile, number>({
        query: (id) => fileDownload(`/consulting-agreement/${id}/download`),
      }),
    }),
  });

export const {
  useGetAgreementsQuery,
  useGetAgreementQuery,
  useSignAgreementMutation,
  useDeclineAmendmentMutation,
  useDeleteAgreementMutation,
  useDownloadAgreementMutation,
} = agreementApi;
