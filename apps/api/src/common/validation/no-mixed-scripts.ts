import { ValidateBy, type ValidationOptions } from 'class-validator';
import { EMAIL_MIXED_SCRIPTS_MESSAGE, mixesScripts } from '@consult/domain';

/**
 * An e-mail address none of whose labels mixes scripts, as a look-alike of another address does
 * (issue 17; the rule and its message are libs/domain's, shared with the portal's form). Only
 * strings are judged: the other decorators refuse the rest.
 */
export function NoMixedScripts(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noMixedScripts',
      validator: { validate: (value) => typeof value !== 'string' || !mixesScripts(value) },
    },
    { message: EMAIL_MIXED_SCRIPTS_MESSAGE, ...options },
  );
}
