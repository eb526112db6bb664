import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES, type PasswordResetRequest } from '@consult/domain';
import { Trim } from '../../common/validation/transforms';
import { IsEmailAddress } from '../../common/validation/is-email-address';

/** `POST /api/password-reset`: the address to send the link to, if an account uses it. */
export class RequestPasswordResetDto implements PasswordResetRequest {
  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailInvalid })
  @IsString({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MESSAGES.tooLong('Email', LIMITS.emailMax) })
  @IsEmailAddress({ message: MESSAGES.emailInvalid })
  email!: string;
}
