import type { BusinessProfile, PaymentMethodSummary, UpdateProfileRequest } from '@consult/domain';
import { baseApi } from './base-api';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<BusinessProfile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<BusinessProfile, UpdateProfileRequest>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      invalidatesTags: ['Profile', 'User'],
    }),
    getPaymentMethods: build.query<PaymentMethodSummary[], void>({
      query: () => '/payment-info',
      providesTags: ['PaymentMethod'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useGetPaymentMethodsQuery } =
  profileApi;
