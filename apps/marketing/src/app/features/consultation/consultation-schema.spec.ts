import { CONSULTATION_MESSAGES, PLAIN_TEXT_MESSAGES } from '@consult/domain';
import { buildConsultationRequest } from '@consult/testing/browser';
import { consultationSchema } from './consultation-schema';

const errorOf = (values: object) => {
  try {
    consultationSchema.validateSync(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('consultationSchema: the API’s rules before the request is sent', () => {
  it('takes a complete request', () => {
    expect(errorOf(buildConsultationRequest())).toBeNull();
  });

  it('refuses foo@bar, as the API does', () => {
    expect(errorOf(buildConsultationRequest({ email: 'foo@bar' }))).toBe(
      CONSULTATION_MESSAGES.emailInvalid,
    );
  });

  it('refuses text-direction characters with the API’s message', () => {
    expect(errorOf(buildConsultationRequest({ lastName: 'Whit\u202Elock' }))).toBe(
      PLAIN_TEXT_MESSAGES.direction('Last name'),
    );
    expect(errorOf(buildConsultationRequest({ primaryGoals: 'Grow\u2066 fast' }))).toBe(
      PLAIN_TEXT_MESSAGES.direction('Primary goals'),
    );
  });

  it('keeps the single-line message first for a line break, as the API orders them', () => {
    expect(errorOf(buildConsultationRequest({ firstName: 'A\nB' }))).toBe(
      CONSULTATION_MESSAGES.singleLine('First name'),
    );
  });
});

describe('consultationSchema: every field of an empty request', () => {
  it('says each required field is required', async () => {
    const empty = {
      companyName: '',
      isPublic: false,
      isPrivate: false,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      primaryGoals: '',
    };
    const errors = await consultationSchema
      .validate(empty, { abortEarly: false })
      .then(() => [])
      .catch((error: { errors: string[] }) => error.errors);
    expect([...new Set(errors)]).toEqual([
      CONSULTATION_MESSAGES.companyNameRequired,
      CONSULTATION_MESSAGES.firstNameRequired,
      CONSULTATION_MESSAGES.lastNameRequired,
      CONSULTATION_MESSAGES.emailInvalid,
      CONSULTATION_MESSAGES.phoneInvalid,
      CONSULTATION_MESSAGES.primaryGoalsRequired,
    ]);
  });
});
