import type { BusinessProfile, UpdateProfileRequest } from '@consult/domain';
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
  }),
});

// The client's payment methods (`useGetPaymentMethodsQuery`) are in payment.api.ts.
export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
