import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES, type LoginRequest } from '@consult/domain';
import { Trim } from '../../common/validation/transforms';
import { AnyText } from '../../common/validation/plain-text';

/** `POST /api/login`. */
export class LoginUserDto implements LoginRequest {
  @Trim()
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @IsString({ message: MESSAGES.mustBeText('Username') })
  @MaxLength(LIMITS.usernameMax, { message: MESSAGES.tooLong('Username', LIMITS.usernameMax) })
  username!: string;

  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString({ message: MESSAGES.mustBeText('Password') })
  @MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
  @AnyText()
  password!: string;

  @IsOptional()
  @IsBoolean({ message: MESSAGES.rememberMeInvalid })
  rememberMe?: boolean;
}
