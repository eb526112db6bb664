import { IsNotEmpty, IsString, Matches } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_RESET_TOKEN_PATTERN,
  type PasswordResetConfirmRequest,
} from '@consult/domain';
import { NewPassword } from '../../common/validation/new-password';

/**
 * `POST /api/password-reset/confirm`: the link's token and the new password. A token that cannot be
 * one answers the same message as an unknown, used or expired one.
 */
export class ConfirmPasswordResetDto implements PasswordResetConfirmRequest {
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.resetTokenRequired })
  @IsString({ message: ACCOUNT_MESSAGES.resetLinkInvalid })
  @Matches(PASSWORD_RESET_TOKEN_PATTERN, { message: ACCOUNT_MESSAGES.resetLinkInvalid })
  token!: string;

  @NewPassword(ACCOUNT_MESSAGES.newPasswordRequired, 'New password')
  newPassword!: string;
}
