import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES, type PromoteUserRequest } from '@consult/domain';
import { Trim } from '../../common/validation/transforms';
import { IsEmailAddress } from '../../common/validation/is-email-address';

/** `POST /api/admin/promote` (req DOCS-5: the e-mail is required and of e-mail type). */
export class PromoteUserDto implements PromoteUserRequest {
  @Trim()
  @IsString({ message: MESSAGES.emailInvalid })
  @IsNotEmpty({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MESSAGES.emailInvalid })
  @IsEmailAddress({ message: MESSAGES.emailInvalid })
  email!: string;
}
