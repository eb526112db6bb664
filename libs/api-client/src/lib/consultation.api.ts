import type { ConsultationReceipt, ConsultationRequest } from '@consult/domain';
import { baseApi } from './base-api';

export const consultationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a consultation request (public; req SITE-7). Fails on any non-2xx answer. */
    submitConsultation: build.mutation<ConsultationReceipt, ConsultationRequest>({
      query: (body) => ({ url: '/consultation', method: 'POST', body }),
    }),
  }),
});
