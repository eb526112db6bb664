import { GREETING_NAME_MAX, greetingName } from './consultation-mails';

describe('greetingName', () => {
  it('greets by the first name as typed, in any script', () => {
    expect(greetingName(' Marisol ')).toBe('Marisol');
    expect(greetingName('Jean-Luc')).toBe('Jean-Luc');
    expect(greetingName('Zoë')).toBe('Zoë');
    expect(greetingName('Dr. J. R.')).toBe('Dr. J. R.');
  });

  it('cuts a long name to a safe length, whole characters only', () => {
    expect(greetingName('A'.repeat(100))).toBe('A'.repeat(GREETING_NAME_MAX));
    expect([...(greetingName('😀'.repeat(40)) ?? '')]).toHaveLength(GREETING_NAME_MAX);
  });

  it('leaves out a name that carries a link, an address or a domain', () => {
    for (const name of [
      'https://win.example/prize',
      'www.cheap-pills',
      'Visit cheap.shop',
      'claim at x.io now',
      'me@spam.example',
      'bit.ly\\abc',
      '',
    ]) {
      expect(greetingName(name)).toBeNull();
    }
  });
});
