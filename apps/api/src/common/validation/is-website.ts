import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isWebsite } from '@consult/domain';

export { isWebsite };

/** The profile's website rule (libs/domain `isWebsite`, which the portal's form checks too). */
export function IsWebsite(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isWebsite', validator: { validate: (value) => isWebsite(value) } },
    options,
  );
}
