import { IsString, Matches } from 'class-validator';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TOKEN_PATTERN,
  type ConfirmEmailRequest,
} from '@consult/domain';

/**
 * `POST /api/email-verification/confirm`: the token from the link. A token of the wrong shape is
 * refused with the same message as an unknown one: all the client can do is ask for a new link.
 */
export class ConfirmEmailDto implements ConfirmEmailRequest {
  @IsString({ message: EMAIL_VERIFICATION_MESSAGES.invalidLink })
  @Matches(EMAIL_VERIFICATION_TOKEN_PATTERN, { message: EMAIL_VERIFICATION_MESSAGES.invalidLink })
  token!: string;
}
