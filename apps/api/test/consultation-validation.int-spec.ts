import {
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  MESSAGES,
  type ConsultationRequest,
} from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/node';
import { outboxRows } from './support/mail-outbox';
import { FOREIGN_ORIGIN, MARKETING_ORIGIN } from './support/test-app';
import { consultationSuite, submit } from './support/consultation';

const { t, smtp, rows } = consultationSuite();

describe('POST /api/consultation', () => {
  const requiredMessages: Array<[keyof ConsultationRequest, string]> = [
    ['companyName', 'Company name is required'],
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Please enter a valid email'],
    ['phone', 'Please enter a valid phone number'],
    ['primaryGoals', 'Please describe your primary goals'],
  ];

  it.each(requiredMessages)(
    'requires %s (missing, empty or blank) with the spec’s message, and changes nothing',
    async (field, message) => {
      const before = await rows().count();
      const queued = await outboxRows(t).count();
      const withoutField: Partial<ConsultationRequest> = buildConsultationRequest();
      delete withoutField[field];
      for (const body of [
        withoutField,
        { ...buildConsultationRequest(), [field]: '' },
        { ...buildConsultationRequest(), [field]: '   ' },
      ]) {
        const response = await submit(t, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message,
          fields: { [field]: message },
        });
      }
      expect(await rows().count()).toBe(before);
      expect(await outboxRows(t).count()).toBe(queued);
      expect(smtp.messages).toEqual([]);
    },
  );

  it('names every failing field at once', async () => {
    const response = await submit(t, {
      companyName: '',
      isPublic: false,
      isPrivate: false,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      primaryGoals: '',
      serviceType: 'Business Consultation',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(Object.fromEntries(requiredMessages));
  });

  const ruleCases: Array<
    [string, Partial<Record<keyof ConsultationRequest, unknown>>, string, string]
  > = [
    ['an e-mail without @', { email: 'marisol.example.com' }, 'email', MESSAGES.emailInvalid],
    ['an e-mail without a domain', { email: 'marisol@' }, 'email', MESSAGES.emailInvalid],
    ['an e-mail with spaces', { email: 'mari sol@example.com' }, 'email', MESSAGES.emailInvalid],
    ['a phone of 9 characters', { phone: '555-01234' }, 'phone', MESSAGES.phoneInvalid],
    [
      'a company name over the limit',
      { companyName: 'c'.repeat(CONSULTATION_LIMITS.companyNameMax + 1) },
      'companyName',
      'Company name must be at most 200 characters',
    ],
    [
      'a first name over the limit',
      { firstName: 'f'.repeat(CONSULTATION_LIMITS.nameMax + 1) },
      'firstName',
      'First name must be at most 100 characters',
    ],
    [
      'a last name over the limit',
      { lastName: 'l'.repeat(CONSULTATION_LIMITS.nameMax + 1) },
      'lastName',
      'Last name must be at most 100 characters',
    ],
    [
      'an e-mail over the limit (no longer a valid address)',
      { email: `${'e'.repeat(250)}@example.com` },
      'email',
      MESSAGES.emailInvalid,
    ],
    [
      'a phone over the limit',
      { phone: '5'.repeat(CONSULTATION_LIMITS.phoneMax + 1) },
      'phone',
      'Phone number must be at most 30 characters',
    ],
    [
      'goals over the limit',
      { primaryGoals: 'g'.repeat(CONSULTATION_LIMITS.primaryGoalsMax + 1) },
      'primaryGoals',
      'Primary goals must be at most 5000 characters',
    ],
    [
      'a text field that is not text',
      { companyName: 42 },
      'companyName',
      CONSULTATION_MESSAGES.companyNameRequired,
    ],
    [
      'a checkbox that is not a boolean',
      { isPublic: 'yes' },
      'isPublic',
      'Public company must be true or false',
    ],
    [
      'a checkbox that is not a boolean',
      { isPrivate: 1 },
      'isPrivate',
      'Private company must be true or false',
    ],
    [
      'another service type',
      { serviceType: 'Tax Advice' },
      'serviceType',
      "Service type must be 'Business Consultation'",
    ],
  ];

  it.each(ruleCases)('refuses %s with its message', async (_case, override, field, message) => {
    const before = await rows().count();
    const response = await submit(t, { ...buildConsultationRequest(), ...override });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(response.body.message).toBe(message);
    expect(await rows().count()).toBe(before);
  });

  it('accepts a phone of exactly 10 characters in any format, and text at its limits', async () => {
    const input = buildConsultationRequest({
      phone: 'call me 1!',
      firstName: 'f'.repeat(CONSULTATION_LIMITS.nameMax),
      primaryGoals: 'g'.repeat(CONSULTATION_LIMITS.primaryGoalsMax),
    });
    expect((await submit(t, input)).status).toBe(201);
    expect(await rows().findOneByOrFail({ email: input.email })).toMatchObject({
      phone: 'call me 1!',
      primaryGoals: input.primaryGoals,
    });
  });

  it('refuses an unknown field with 400 and stores nothing', async () => {
    const before = await rows().count();
    const queued = await outboxRows(t).count();
    const response = await submit(t, { ...buildConsultationRequest(), id: 1, status: 'done' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Unknown field: id');
    expect(response.body.fields).toMatchObject({
      id: 'Unknown field: id',
      status: 'Unknown field: status',
    });
    expect(await rows().count()).toBe(before);
    expect(await outboxRows(t).count()).toBe(queued);
    expect(smtp.messages).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await submit(t, [buildConsultationRequest()]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.invalidBody);
  });

  it.each([
    ['companyName', 'Company name must be a single line of text'],
    ['firstName', 'First name must be a single line of text'],
    ['lastName', 'Last name must be a single line of text'],
    ['phone', 'Phone number must be a single line of text'],
    ['email', MESSAGES.emailInvalid],
  ] as const)(
    'refuses a line break in %s (no e-mail header injection) and sends nothing',
    async (field, message) => {
      const before = await rows().count();
      const queued = await outboxRows(t).count();
      for (const injected of [
        'Acme\r\nBcc: victim@example.com',
        'Acme\nBcc: victim@example.com',
        'Acme\rSubject: hi',
      ]) {
        const value = field === 'email' ? `a@example.com${injected}` : injected;
        const response = await submit(t, { ...buildConsultationRequest(), [field]: value });
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ [field]: message });
      }
      expect(await rows().count()).toBe(before);
      expect(await outboxRows(t).count()).toBe(queued);
      expect(smtp.messages).toEqual([]);
    },
  );

  it('refuses a foreign Origin or none with 403, and non-JSON with 415, storing nothing', async () => {
    const before = await rows().count();
    const queued = await outboxRows(t).count();
    const body = buildConsultationRequest();
    const foreign = await t
      .http()
      .post('/api/consultation')
      .set('Origin', FOREIGN_ORIGIN)
      .send(body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(MESSAGES.forbiddenOrigin);
    expect((await t.http().post('/api/consultation').send(body)).status).toBe(403);
    const form = await t
      .http()
      .post('/api/consultation')
      .set('Origin', MARKETING_ORIGIN)
      .type('form')
      .send(new URLSearchParams({ companyName: 'Acme' }).toString());
    expect(form.status).toBe(415);
    expect(await rows().count()).toBe(before);
    expect(await outboxRows(t).count()).toBe(queued);
    expect(smtp.messages).toEqual([]);
  });
});
