import { IsNotEmpty, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { LIMITS, MESSAGES, USERNAME_PATTERN, type RegisterRequest } from '@consult/domain';
import { NewPassword } from '../../common/validation/new-password';
import { NoMixedScripts } from '../../common/validation/no-mixed-scripts';
import { Trim } from '../../common/validation/transforms';
import { IsEmailAddress } from '../../common/validation/is-email-address';

/** `POST /api/register`: every field required (req SITE-5); `isAdmin` and other fields are rejected. */
export class RegisterUserDto implements RegisterRequest {
  @Trim()
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @IsString({ message: MESSAGES.mustBeText('Username') })
  @Length(LIMITS.usernameMin, LIMITS.usernameMax, { message: MESSAGES.usernameFormat })
  @Matches(USERNAME_PATTERN, { message: MESSAGES.usernameFormat })
  username!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailInvalid })
  @IsString({ message: MESSAGES.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MESSAGES.tooLong('Email', LIMITS.emailMax) })
  @IsEmailAddress({ message: MESSAGES.emailInvalid })
  @NoMixedScripts()
  email!: string;

  @NewPassword(MESSAGES.passwordRequired, 'Password')
  password!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.firstNameRequired })
  @IsString({ message: MESSAGES.mustBeText('First name') })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.tooLong('First name', LIMITS.nameMax) })
  firstName!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.lastNameRequired })
  @IsString({ message: MESSAGES.mustBeText('Last name') })
  @MaxLength(LIMITS.nameMax, { message: MESSAGES.tooLong('Last name', LIMITS.nameMax) })
  lastName!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.companyNameRequired })
  @IsString({ message: MESSAGES.mustBeText('Company name') })
  @MaxLength(LIMITS.companyNameMax, {
    message: MESSAGES.tooLong('Company name', LIMITS.companyNameMax),
  })
  companyName!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.addressRequired })
  @IsString({ message: MESSAGES.mustBeText('Address') })
  @MaxLength(LIMITS.addressMax, { message: MESSAGES.tooLong('Address', LIMITS.addressMax) })
  address!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.cityRequired })
  @IsString({ message: MESSAGES.mustBeText('City') })
  @MaxLength(LIMITS.cityMax, { message: MESSAGES.tooLong('City', LIMITS.cityMax) })
  city!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.stateRequired })
  @IsString({ message: MESSAGES.mustBeText('State') })
  @MaxLength(LIMITS.stateMax, { message: MESSAGES.tooLong('State', LIMITS.stateMax) })
  state!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.zipCodeRequired })
  @IsString({ message: MESSAGES.mustBeText('ZIP code') })
  @MaxLength(LIMITS.zipMax, { message: MESSAGES.tooLong('ZIP code', LIMITS.zipMax) })
  zipCode!: string;

  @Trim()
  @IsNotEmpty({ message: MESSAGES.phoneInvalid })
  @IsString({ message: MESSAGES.phoneInvalid })
  @MinLength(LIMITS.phoneMin, { message: MESSAGES.phoneInvalid })
  @MaxLength(LIMITS.phoneMax, { message: MESSAGES.tooLong('Phone number', LIMITS.phoneMax) })
  phone!: string;
}
