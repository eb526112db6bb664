import type { LoginRequest, RegisterRequest, SessionStatus, User } from '@consult/domain';
import { baseApi } from './base-api';
import { errorSummary } from './errors';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or `null` when signed out, from the session check `GET /api/session`
     * (issue 18), which answers 200 `{ signedIn: false }` rather than the 401 of `GET /api/user`,
     * so a signed-out page logs no failed request. A 401 (an older API), any failure or nothing
     * also reads as signed out (req SITE-4).
     */
    getUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/session');
        if (result.error) {
          if (result.error.status !== 401)
            console.error(`Failed to fetch user data (${errorSummary(result.error)})`);
          return { data: null };
        }
        const session = result.data as SessionStatus | undefined;
        return { data: session?.signedIn === true ? session.user : null };
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
