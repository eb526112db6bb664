import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import { LIMITS, MESSAGES, SECTOR_VALUES, type UpdateProfileRequest } from '@consult/domain';
import { IsWebsite } from '../../common/validation/is-website';
import { LowerCaseToNull, TrimToNull } from '../../common/validation/transforms';
import { MultiLine } from '../../common/validation/plain-text';

/**
 * `PATCH /api/profile`: every field optional; '' or null clears it. `hasSignedAgreement`, `isAdmin`,
 * `id` and anything else are rejected as unknown fields.
 */
export class UpdateProfileDto implements UpdateProfileRequest {
  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.mustBeText('First name') })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.tooLong('First name', LIMITS.nameMax) })
  firstName?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.mustBeText('Last name') })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.tooLong('Last name', LIMITS.nameMax) })
  lastName?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.mustBeText('Company name') })
  @MaxLength(LIMITS.companyNameMax, {
    message: MESSAGES.tooLong('Company name', LIMITS.companyNameMax),
  })
  companyName?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.mustBeText('Title') })
  @MaxLength(LIMITS.titleMax, { message: MESSAGES.tooLong('Title', LIMITS.titleMax) })
  title?: string | null;

  /** Any case in; stored lower-case. */
  @IsOptional()
  @LowerCaseToNull()
  @IsString({ message: MESSAGES.sectorInvalid })
  @IsIn(SECTOR_VALUES, { message: MESSAGES.sectorInvalid })
  sector?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.websiteInvalid })
  @MaxLength(LIMITS.websiteMax, { message: MESSAGES.tooLong('Website', LIMITS.websiteMax) })
  @IsWebsite({ message: MESSAGES.websiteInvalid })
  website?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.mustBeText('Bio') })
  @MaxLength(LIMITS.longTextMax, { message: MESSAGES.tooLong('Bio', LIMITS.longTextMax) })
  @MultiLine()
  bio?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.mustBeText('Success story') })
  @MaxLength(LIMITS.longTextMax, { message: MESSAGES.tooLong('Success story', LIMITS.longTextMax) })
  @MultiLine()
  successStory?: string | null;

  /** A whole number from 1 to 5, or null ('' also clears). */
  @IsOptional()
  @Transform(({ value }) => (value === '' ? null : value))
  @IsInt({ message: MESSAGES.ratingInvalid })
  @Min(LIMITS.ratingMin, { message: MESSAGES.ratingInvalid })
  @Max(LIMITS.ratingMax, { message: MESSAGES.ratingInvalid })
  rating?: number | null;
}
