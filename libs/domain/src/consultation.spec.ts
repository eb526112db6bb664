import { CONSULTATION_MESSAGES, isSingleLine } from './consultation';
import { MESSAGES } from './limits';

describe('isSingleLine', () => {
  it.each(['Acme Corp', 'Zoë O’Brien-Ødegård', '+1 (555) 010-1234', ''])('accepts %j', (value) => {
    expect(isSingleLine(value)).toBe(true);
  });

  it.each([
    'Acme\r\nBcc: victim@example.com',
    'Acme\nCorp',
    'Acme\rCorp',
    'Acme\u2028Corp',
    'Acme\u0085Corp',
    'Acme\u0000Corp',
    'Acme\tCorp',
  ])('refuses %j (line breaks and control characters)', (value) => {
    expect(isSingleLine(value)).toBe(false);
  });
});

describe('CONSULTATION_MESSAGES', () => {
  it('says exactly what req SITE-5 says, sharing the registration wording', () => {
    expect(CONSULTATION_MESSAGES).toMatchObject({
      companyNameRequired: 'Company name is required',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailInvalid: 'Please enter a valid email',
      phoneInvalid: 'Please enter a valid phone number',
      primaryGoalsRequired: 'Please describe your primary goals',
    });
    expect(CONSULTATION_MESSAGES.emailInvalid).toBe(MESSAGES.emailInvalid);
    expect(CONSULTATION_MESSAGES.primaryGoalsTooLong).toBe(
      'Primary goals must be at most 5000 characters',
    );
  });
});
