import { errorMessage, errorStatus, useResendEmailVerificationMutation } from '@consult/api-client';
import { EMAIL_VERIFICATION_MESSAGES } from '@consult/domain';
import { useToast } from '@consult/ui';
import { EMAIL_VERIFICATION_TEXT } from './email-verification-messages';

/**
 * "Resend the link": a toast says where it went, or the server's word on why not (too many links,
 * already verified); anything else gets a plain apology.
 */
export function useResendVerification() {
  const [resendLink, { isLoading }] = useResendEmailVerificationMutation();
  const { toast } = useToast();

  const resend = async (): Promise<void> => {
    try {
      const { sentTo } = await resendLink().unwrap();
      toast({ title: EMAIL_VERIFICATION_MESSAGES.resent(sentTo) });
    } catch (error) {
      const status = errorStatus(error);
      const knownReason = status === 429 || status === 409;
      toast({
        title: EMAIL_VERIFICATION_TEXT.notSent,
        description: knownReason
          ? errorMessage(error, EMAIL_VERIFICATION_TEXT.notSentFallback)
          : EMAIL_VERIFICATION_TEXT.notSentFallback,
        variant: 'destructive',
      });
    }
  };

  return { resend, sending: isLoading };
}
