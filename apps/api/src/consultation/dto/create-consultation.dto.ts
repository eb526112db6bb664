import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  CONSULTATION_LIMITS as LIMITS,
  CONSULTATION_MESSAGES as MESSAGES,
  CONSULTATION_SERVICE_TYPE,
  SINGLE_LINE_PATTERN,
  type ConsultationRequest,
} from '@consult/domain';
import { Trim } from '../../common/validation/transforms';
import { MultiLine } from '../../common/validation/plain-text';
import { IsEmailAddress } from '../../common/validation/is-email-address';

/**
 * `POST /api/consultation` (req SITE-5). Text is trimmed; the single-line fields refuse line breaks
 * and control characters (they end up in e-mail headers); the two checkboxes are optional booleans
 * (false when absent); `serviceType`, when sent, must be 'Business Consultation'. Unknown fields are
 * refused by the global pipe.
 */
export class CreateConsultationDto implements ConsultationRequest {
  @Trim()
  @IsNotEmpty({ message: MESSAGES.companyNameRequired })
  @IsString({ message: MESSAGES.companyNameRequired })
  @MaxLength(LIMITS.companyNameMax, { message: MESSAGES.companyNameTooLong })
  @Matches(SINGLE_LINE_PATTERN, { message: MESSAGES.singleLine('Company name') })
  companyName!: string;

  @IsOptional()
  @IsBoolean({ message: MESSAGES.mustBeBoolean('Public company') })
  isPublic!: boolean;

  @IsOptional()
  @IsBoolean({ message: MESSAGES.mustBeBoolean('Private company') })
  isPrivate!: boolean;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.firstNameRequired })
  @IsString({ message: MESSAGES.firstNameRequired })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.firstNameTooLong })
  @Matches(SINGLE_LINE_PATTERN, { message: MESSAGES.singleLine('First name') })
  firstName!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.lastNameRequired })
  @IsString({ message: MESSAGES.lastNameRequired })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.lastNameTooLong })
  @Matches(SINGLE_LINE_PATTERN, { message: MESSAGES.singleLine('Last name') })
  lastName!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailInvalid })
  @IsString({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MESSAGES.emailTooLong })
  @IsEmailAddress({ message: MESSAGES.emailInvalid })
  email!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.phoneInvalid })
  @IsString({ message: MESSAGES.phoneInvalid })
  @MinLength(LIMITS.phoneMin, { message: MESSAGES.phoneInvalid })
  @MaxLength(LIMITS.phoneMax, { message: MESSAGES.phoneTooLong })
  @Matches(SINGLE_LINE_PATTERN, { message: MESSAGES.singleLine('Phone number') })
  phone!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.primaryGoalsRequired })
  @IsString({ message: MESSAGES.primaryGoalsRequired })
  @MaxLength(LIMITS.primaryGoalsMax, { message: MESSAGES.primaryGoalsTooLong })
  @MultiLine()
  primaryGoals!: string;

  @IsOptional()
  @IsIn([CONSULTATION_SERVICE_TYPE], { message: MESSAGES.serviceTypeInvalid })
  serviceType!: typeof CONSULTATION_SERVICE_TYPE;
}
