import type { PaymentMethod, PaymentMethodSummary, PaymentSetupRequest } from '@consult/domain';
import { baseApi } from './base-api';
import { fileDownload, type DownloadedFile } from './download';

const LIST = { type: 'PaymentMethod' as const, id: 'LIST' };

/** `PATCH /api/payment-info/{id}`: the fields to change (the others keep their stored values). */
export interface UpdatePaymentMethodArgs {
  id: number;
  body: Partial<PaymentSetupRequest>;
}

/**
 * Payment methods (req DOCS-7). Setting one up, editing and deleting refresh the list, the
 * profile (`hasPaymentMethod`) and the admin views; an edit or a deletion also refreshes that
 * method. Answers are masked by the API: no card, CVV, routing or account number ever comes back.
 */
export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethodSummary[], void>({
      query: () => '/payment-info',
      providesTags: (result) => [
        LIST,
        ...(Array.isArray(result) ? result : []).map(({ id }) => ({
          type: 'PaymentMethod' as const,
          id,
        })),
      ],
    }),
    getPaymentMethod: build.query<PaymentMethod, number>({
      query: (id) => `/payment-info/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'PaymentMethod', id }],
    }),
    setUpPaymentMethod: build.mutation<PaymentMethod, PaymentSetupRequest>({
      query: (body) => ({ url: '/payment-setup', method: 'POST', body }),
      // A new method replaces the one in force: every cached method may have changed status.
      invalidatesTags: ['PaymentMethod', 'Profile', 'Admin'],
    }),
    updatePaymentMethod: build.mutation<PaymentMethod, UpdatePaymentMethodArgs>({
      query: ({ id, body }) => ({ url: `/payment-info/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        LIST,
        { type: 'PaymentMethod', id },
        'Profile',
        'Admin',
      ],
    }),
    deletePaymentMethod: build.mutation<void, number>({
      query: (id) => ({ url: `/payment-info/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        LIST,
        { type: 'PaymentMethod', id },
        'Profile',
        'Admin',
      ],
    }),
    /** The method's invoice as a PDF (never cached: each call fetches it again). */
    downloadInvoice: build.mutation<DownloadedFile, number>({
      query: (id) => fileDownload(`/payment-method/${id}/download-invoice`),
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useGetPaymentMethodQuery,
  useSetUpPaymentMethodMutation,
  useUpdatePaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useDownloadInvoiceMutation,
} = paymentApi;
