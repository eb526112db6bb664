import type { LoginRequest, RegisterRequest, User } from '@consult/domain';
import { baseApi } from './base-api';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or `null` when signed out (401, any failure or nothing). */
    getUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/user');
        if (result.error) {
          if (result.error.status !== 401) console.error('Failed to fetch user data', result.error);
          return { data: null };
        }
        return { data: (result.data as User | undefined) ?? null };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      invalidatesTags: [
        'User',
        'Profile',
        'PaymentMethod',
        'Admin',
        'Nda',
        'EsignConsent',
        'Session',
      ],
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {}, responseHandler: 'text' }),
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } =
  authApi;
