import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_MESSAGES, LIMITS, MESSAGES, type ChangePasswordRequest } from '@consult/domain';
import { AnyText } from '../../common/validation/plain-text';

/** `POST /api/password`: the current password, and the new one under the registration's rules. */
export class ChangePasswordDto implements ChangePasswordRequest {
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  @IsString({ message: MESSAGES.mustBeText('Current password') })
  @MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
  @AnyText()
  currentPassword!: string;

  @IsNotEmpty({ message: ACCOUNT_MESSAGES.newPasswordRequired })
  @IsString({ message: MESSAGES.mustBeText('New password') })
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordTooShort })
  @MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
  @AnyText()
  newPassword!: string;
}
