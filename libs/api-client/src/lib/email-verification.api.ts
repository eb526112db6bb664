import type { ConfirmEmailRequest, EmailVerificationSent, EmailVerified } from '@consult/domain';
import { baseApi } from './base-api';

/** E-mail ownership (issue 17): the portal's banner and its /verify-email page. */
export const emailVerificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Mails the signed-in account a new verification link ("Resend the link"). */
    resendEmailVerification: build.mutation<EmailVerificationSent, void>({
      query: () => ({ url: '/email-verification', method: 'POST', body: {} }),
    }),
    /** Follows a link: the address is verified, and the signed-in user (if any) says so. */
    confirmEmail: build.mutation<EmailVerified, ConfirmEmailRequest>({
      query: (body) => ({ url: '/email-verification/confirm', method: 'POST', body }),
      invalidatesTags: ['User', 'Admin'],
    }),
  }),
});

export const { useResendEmailVerificationMutation, useConfirmEmailMutation } = emailVerificationApi;
