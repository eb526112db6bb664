import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES, type PasswordResetRequest } from '@consult/domain';
import { Trim } from '../../common/validation/transforms';

/** `POST /api/password-reset`: the address to send the link to, if an account uses it. */
export class RequestPasswordResetDto implements PasswordResetRequest {
  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailInvalid })
  @IsString({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MESSAGES.tooLong('Email', LIMITS.emailMax) })
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  email!: string;
}
