import { Injectable } from '@nestjs/common';
import { EMAIL_VERIFICATION, EMAIL_VERIFICATION_MESSAGES } from '@consult/domain';
import { CounterStore } from '../rate-limits/counter-store';
import { RequestLimit } from '../rate-limits/request-limit';

/**
 * "Resend the link" per account (keyed by the user id): each request sends an e-mail to the
 * account's address, so an account cannot be used to flood it.
 */
@Injectable()
export class EmailVerificationRateLimitService extends RequestLimit {
  constructor(store: CounterStore) {
    super(
      store,
      {
        name: 'email-verification',
        points: EMAIL_VERIFICATION.resendPoints,
        windowSeconds: EMAIL_VERIFICATION.resendWindowSeconds,
      },
      EMAIL_VERIFICATION_MESSAGES.tooManyResends,
    );
  }
}
