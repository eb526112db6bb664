import { PLAIN_TEXT_MESSAGES } from '@consult/domain';
import { plainText } from './plain-text-schema';

const errorOf = (schema: ReturnType<typeof plainText>, value: string) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('plainText', () => {
  const name = plainText('Company name');
  const bio = plainText('Bio', { multiline: true });

  it('takes ordinary text in any script, and nothing at all', () => {
    for (const value of ['', 'Analytical Engines Ltd', 'مرحبا', 'Zürich & Söhne', '😀']) {
      expect(errorOf(name, value)).toBeNull();
    }
  });

  it('refuses control characters and text-direction overrides with the API’s messages', () => {
    expect(errorOf(name, 'a\u0000b')).toBe(PLAIN_TEXT_MESSAGES.control('Company name'));
    expect(errorOf(name, '\u202Egpj.exe')).toBe(PLAIN_TEXT_MESSAGES.direction('Company name'));
    expect(errorOf(name, 'two\nlines')).toBe(PLAIN_TEXT_MESSAGES.lineBreak('Company name'));
  });

  it('takes new lines only where the field is multi-line', () => {
    expect(errorOf(bio, 'two\nlines')).toBeNull();
    expect(errorOf(bio, 'two\r\nlines')).toBe(PLAIN_TEXT_MESSAGES.control('Bio'));
  });
});
