import { MESSAGES } from '@consult/domain';
import { EMAIL_REQUIRED, promoteSchema } from './promote-schema';

const errorOf = (email: string) => {
  try {
    promoteSchema.validateSync({ email });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('promoteSchema: the API’s e-mail rule before the request is sent', () => {
  it('takes an address the API takes', () => {
    expect(errorOf('ada@lindqvist.example')).toBeNull();
  });

  it('refuses foo@bar (no top-level domain) and a list, as the API does', () => {
    expect(errorOf('foo@bar')).toBe(MESSAGES.emailInvalid);
    expect(errorOf('a@x.com, b@y.com')).toBe(MESSAGES.emailInvalid);
  });

  it('asks for an address when there is none', () => {
    expect(errorOf('  ')).toBe(EMAIL_REQUIRED);
  });
});
