import 'reflect-metadata';
import { AGREEMENT_MESSAGES, MESSAGES } from '@consult/domain';
import { CreateAgreementDto } from '../../agreements/dto/create-agreement.dto';
import { RegisterUserDto } from '../../auth/dto/register-user.dto';
import { UpdateProfileDto } from '../../profile/dto/update-profile.dto';
import { DomainError } from '../errors/domain-error';
import { ResourceIdPipe } from './resource-id.pipe';
import { createValidationPipe, validateBody } from './validation';

async function failure(metatype: new () => object, body: unknown): Promise<DomainError> {
  try {
    await validateBody(metatype, body);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('validation', () => {
  it('answers an unknown field with "Unknown field: <name>" first, before other field errors', async () => {
    const error = await failure(RegisterUserDto, { isAdmin: true });
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MESSAGES.unknownField('isAdmin'));
    expect(Object.keys(error.details.fields ?? {})[0]).toBe('isAdmin');
  });

  it('prefers the "required" message over the format message for an empty field', async () => {
    const error = await failure(RegisterUserDto, { username: '' });
    expect(error.details.fields?.['username']).toBe(MESSAGES.usernameRequired);
    expect(error.details.fields?.['password']).toBe(MESSAGES.passwordRequired);
  });

  it('names the fields of nested objects by their path, unknown ones first', async () => {
    const error = await failure(CreateAgreementDto, {
      clientData: { companyName: 42 },
      services: [
        { name: 'Corporate Advisory', subServices: [], paymentType: 'project', fee: -1, total: 1 },
      ],
      signature: 'Ada Lovelace',
      agreeToSignElectronically: true,
    });
    expect(error.message).toBe(MESSAGES.unknownField('services.0.total'));
    expect(error.details.fields).toMatchObject({
      'clientData.companyName': 'Please fill in all client information fields',
      'services.0.fee': AGREEMENT_MESSAGES.feeDigits,
    });
  });

  it.each([[null], [[1, 2]], ['text'], [42], [undefined]])(
    'rejects the body %p as not a JSON object',
    async (body) => {
      const error = await failure(RegisterUserDto, body);
      expect(error.message).toBe(MESSAGES.invalidBody);
    },
  );

  it('trims, lower-cases the sector and turns empty strings into null on the profile', async () => {
    const dto = await validateBody(UpdateProfileDto, {
      title: '  CEO  ',
      sector: ' Real Estate ',
      bio: '',
      rating: '',
    });
    expect(dto).toMatchObject({ title: 'CEO', sector: 'real estate', bio: null, rating: null });
  });

  it.each([
    [{ constructor: 1 }, 'constructor'],
    [{ username: 'ada', constructor: { prototype: {} } }, 'constructor'],
    [{ clientData: { constructor: 'x' } }, 'clientData.constructor'],
  ])('refuses a prototype key in %p as an unknown field (%s)', async (body, name) => {
    // class-transformer drops a `constructor` key silently, so the whitelist alone never sees it.
    const error = await failure(RegisterUserDto, body);
    expect(error.message).toBe(MESSAGES.unknownField(name));
  });

  it.each([
    [{ '': 1 }, '""'],
    [{ username: 'ada', clientData: { '': 'x' } }, 'clientData.'],
  ])(
    'refuses an empty key in %p as an unknown field, not as a missing body',
    async (body, name) => {
      const error = await failure(RegisterUserDto, body);
      expect(error.message).toBe(MESSAGES.unknownField(name));
    },
  );

  it.each([
    [{ constructor: '1' }, MESSAGES.unknownField('constructor')],
    [{ '': '1' }, MESSAGES.unknownField('""')],
  ])('refuses %p in a query as an unknown field', async (query, message) => {
    class ListQuery {}
    const error = await createValidationPipe()
      .transform(query, { type: 'query', metatype: ListQuery })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe(message);
  });

  it.each([[[]], [[[1]]], ['text'], [null]])(
    'refuses %p in the place of a service (an array is not a service)',
    async (service) => {
      const error = await failure(CreateAgreementDto, {
        clientData: {},
        services: [service],
        signature: 'Ada Lovelace',
        agreeToSignElectronically: true,
      });
      expect(error.details.fields?.['services']).toBe(
        'Each service must be an object with a name, sub-services, a payment type and a fee',
      );
    },
  );

  it.each([
    [{ email: '\uD800' }, 'email'],
    [{ firstName: 'Ada\uDC00' }, 'firstName'],
    [{ clientData: { companyName: 'x\uDBFFy' } }, 'clientData.companyName'],
  ])('refuses a lone surrogate in %p as text that is not Unicode (%s)', async (body, name) => {
    // validator's isEmail would throw on it (a 500), and UTF-8 cannot store it.
    const error = await failure(RegisterUserDto, body);
    expect(error.message).toBe(MESSAGES.notUnicodeText(name));
  });

  it('accepts a surrogate pair (an emoji) as the text it is', async () => {
    const dto = await validateBody(UpdateProfileDto, { title: 'Founder 😀' });
    expect(dto).toMatchObject({ title: 'Founder 😀' });
  });

  it.each(['01', '+1', ' 1', '0x10', '1e3', '1.0'])(
    'hands the path parameter %p to ResourceIdPipe as sent, which finds nothing',
    async (raw) => {
      const metadata = { type: 'param', metatype: Number, data: 'id' } as const;
      const value = await createValidationPipe().transform(raw, metadata);
      expect(value).toBe(raw);
      expect(() => new ResourceIdPipe().transform(value as string)).toThrow(MESSAGES.notFound);
    },
  );
});
