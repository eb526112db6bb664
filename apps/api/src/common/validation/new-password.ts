import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { LIMITS, MESSAGES } from '@consult/domain';
import { AnyText } from './plain-text';

/**
 * A password being chosen (registration, change, reset): required with `requiredMessage`, text, and
 * within the shared length limits (req RULES-5: no composition rules); any character may be in it.
 */
export function NewPassword(requiredMessage: string, label: string): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: requiredMessage })(target, key);
    IsString({ message: MESSAGES.mustBeText(label) })(target, key);
    MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordTooShort })(target, key);
    MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })(target, key);
    AnyText()(target, key);
  };
}
