import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, LIMITS, MESSAGES, type ChangePasswordRequest } from '@consult/domain';
import { NewPassword } from '../../common/validation/new-password';
import { AnyText } from '../../common/validation/plain-text';

/** `POST /api/password`: the current password, and the new one under the registration's rules. */
export class ChangePasswordDto implements ChangePasswordRequest {
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  @IsString({ message: MESSAGES.mustBeText('Current password') })
  @MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
  @AnyText()
  currentPassword!: string;

  @NewPassword(ACCOUNT_MESSAGES.newPasswordRequired, 'New password')
  newPassword!: string;
}
