import type {
  AccountSession,
  ChangePasswordRequest,
  EndSessionsResult,
  PasswordResetAccepted,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@consult/domain';
import { baseApi } from './base-api';

/**
 * The client's own account (issue 17): changing the password, resetting a forgotten one, and the
 * sessions signed in to it. Ending sessions or changing the password refreshes the session list.
 * Answers without a body (204) are read by their content type, so a refusal's JSON message still
 * reaches `errorMessage`.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({
        url: '/password',
        method: 'POST',
        body,
        responseHandler: 'content-type',
      }),
      invalidatesTags: ['Session'],
    }),
    requestPasswordReset: build.mutation<PasswordResetAccepted, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmRequest>({
      query: (body) => ({
        url: '/password-reset/confirm',
        method: 'POST',
        body,
        responseHandler: 'content-type',
      }),
    }),
    getSessions: build.query<AccountSession[], void>({
      query: () => '/sessions',
      providesTags: ['Session'],
    }),
    endSession: build.mutation<void, string>({
      query: (id) => ({
        url: `/sessions/${encodeURIComponent(id)}`,
        method: 'DELETE',
        responseHandler: 'content-type',
      }),
      invalidatesTags: ['Session'],
    }),
    endOtherSessions: build.mutation<EndSessionsResult, void>({
      query: () => ({ url: '/sessions', method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = accountApi;
