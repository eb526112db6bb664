import {
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { MESSAGES, UNKNOWN_FIELDS_LISTED } from '@consult/domain';
import { DomainError } from '../errors/domain-error';
import { plainTextFieldProblem } from './plain-text';

/**
 * Which message a field shows when several of its rules fail: "required" before "format", so an
 * empty field says it is required rather than too short.
 */
const CONSTRAINT_PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isBoolean',
  'isArray',
  'isObject',
];

function firstMessage(error: ValidationError): string | undefined {
  const constraints = error.constraints ?? {};
  const key =
    CONSTRAINT_PRIORITY.find((name) => name in constraints) ?? Object.keys(constraints)[0];
  if (key === undefined) return undefined;
  return key === 'whitelistValidation' ? MESSAGES.unknownField(error.property) : constraints[key];
}

/**
 * Errors of nested objects (a nested DTO, or an array of them) as flat errors named by their path,
 * "clientData.companyName" or "services.0.fee", so they get a message like any other field.
 */
function flatten(errors: ValidationError[], prefix = ''): ValidationError[] {
  return errors.flatMap((error) => {
    const property = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints && Object.keys(error.constraints).length > 0;
    return [
      ...(own ? [{ ...error, property, children: [] }] : []),
      ...flatten(error.children ?? [], property),
    ];
  });
}

/** class-validator errors → a 400 DomainError whose `message` is the first field's message. */
export function validationErrorToDomainError(topLevelErrors: ValidationError[]): DomainError {
  // A body that is not an object at all (an array, a string, nothing).
  if (topLevelErrors.some((error) => !error.property)) {
    return new DomainError('BAD_REQUEST', MESSAGES.invalidBody);
  }
  const errors = flatten(topLevelErrors);
  // Unknown fields first: they are the most telling mistake.
  const ordered = [
    ...errors.filter((error) => error.constraints && 'whitelistValidation' in error.constraints),
    ...errors.filter((error) => !(error.constraints && 'whitelistValidation' in error.constraints)),
  ];
  const fields: Record<string, string> = {};
  let unknown = 0;
  for (const error of ordered) {
    const message = firstMessage(error);
    if (message === undefined || error.property in fields) continue;
    // A body of many unknown keys gets a short answer: the first few are named.
    if (error.constraints && 'whitelistValidation' in error.constraints) {
      if (unknown === UNKNOWN_FIELDS_LISTED) continue;
      unknown += 1;
    }
    fields[error.property] = message;
  }
  const [message = MESSAGES.invalidBody] = Object.values(fields);
  return new DomainError('BAD_REQUEST', message, { fields });
}

export const VALIDATION_PIPE_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => validationErrorToDomainError(errors),
};

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Half of a UTF-16 surrogate pair without its other half: JSON can carry it, UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no DTO rule can catch, anywhere in a body or a query: an empty key (class-validator takes
 * it for the body itself), a `__proto__`, `constructor` or `prototype` key
 * (class-transformer skips a `constructor` key without a word, so the whitelist never sees it),
 * and a string with a lone surrogate (validator's isEmail throws on one, and no database column
 * can store it as sent). Answers the field's path and message, or null.
 */
function bodyProblem(value: unknown, path = ''): { field: string; message: string } | null {
  if (typeof value === 'string')
    return LONE_SURROGATE.test(value)
      ? { field: path, message: MESSAGES.notUnicodeText(path || 'The body') }
      : null;
  if (value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    // An empty key is no field of any DTO; named "" so the message does not end in nothing.
    if (key === '') return { field, message: MESSAGES.unknownField(path ? field : '""') };
    if (PROTOTYPE_KEYS.has(key)) return { field, message: MESSAGES.unknownField(field) };
    if (LONE_SURROGATE.test(key)) return { field, message: MESSAGES.notUnicodeText(field) };
    const nested = bodyProblem((value as Record<string, unknown>)[key], field);
    if (nested !== null) return nested;
  }
  return null;
}

/** The global pipe; a body must be a JSON object (an array or a bare value is a 400 too). */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super(VALIDATION_PIPE_OPTIONS);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A path parameter reaches its own pipe (ResourceIdPipe) as the text that was sent: the base
    // pipe would turn "01", "+1", "0x10" or "1e3" into a number first, each an alias of a real id.
    if (metadata.type === 'param') return value;
    const expectsObject =
      metadata.type === 'body' &&
      typeof metadata.metatype === 'function' &&
      this.toValidate(metadata);
    if (expectsObject && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new DomainError('BAD_REQUEST', MESSAGES.invalidBody);
    }
    // A query is an object of the keys sent, and has the same blind spots as a body.
    const readsKeys =
      expectsObject ||
      (metadata.type === 'query' &&
        typeof metadata.metatype === 'function' &&
        this.toValidate(metadata));
    const problem = readsKeys ? bodyProblem(value) : null;
    if (problem !== null) {
      throw new DomainError('BAD_REQUEST', problem.message, {
        fields: { [problem.field]: problem.message },
      });
    }
    const validated: unknown = await super.transform(value, metadata);
    // After the DTO's own rules: every string it holds is plain text (one shared rule).
    const text = readsKeys ? plainTextFieldProblem(validated) : null;
    if (text !== null) {
      throw new DomainError('BAD_REQUEST', text.message, {
        fields: { [text.field]: text.message },
      });
    }
    return validated;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe();
}

const pipe = createValidationPipe();

/** Validates a body outside the pipe (for guards that run before pipes, like the login guard). */
export async function validateBody<T extends object>(
  metatype: new () => T,
  body: unknown,
): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype })) as T;
}
