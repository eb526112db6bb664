import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isEmailAddress } from '@consult/domain';

/** The e-mail rule of libs/domain (`isEmailAddress`), the one the apps' forms check too. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isEmail', validator: { validate: (value) => isEmailAddress(value) } },
    options,
  );
}
