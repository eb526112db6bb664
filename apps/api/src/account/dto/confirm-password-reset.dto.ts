import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  LIMITS,
  MESSAGES,
  PASSWORD_RESET_TOKEN_PATTERN,
  type PasswordResetConfirmRequest,
} from '@consult/domain';
import { AnyText } from '../../common/validation/plain-text';

/**
 * `POST /api/password-reset/confirm`: the link's token and the new password. A token that cannot be
 * one answers the same message as an unknown, used or expired one.
 */
export class ConfirmPasswordResetDto implements PasswordResetConfirmRequest {
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.resetTokenRequired })
  @IsString({ message: ACCOUNT_MESSAGES.resetLinkInvalid })
  @Matches(PASSWORD_RESET_TOKEN_PATTERN, { message: ACCOUNT_MESSAGES.resetLinkInvalid })
  token!: string;

  @IsNotEmpty({ message: ACCOUNT_MESSAGES.newPasswordRequired })
  @IsString({ message: MESSAGES.mustBeText('New password') })
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordTooShort })
  @MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
  @AnyText()
  newPassword!: string;
}
