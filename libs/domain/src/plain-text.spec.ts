import { plainTextProblem } from './plain-text';

describe('plainTextProblem', () => {
  it.each([
    ['NUL', '\u0000', 'control'],
    ['a tab', 'a\tb', 'control'],
    ['CR', 'a\rb', 'control'],
    ['escape', '\u001b[2J', 'control'],
    ['DEL', '\u007f', 'control'],
    ['a C1 control (NEL)', '\u0085', 'control'],
    ['a C1 control (CSI)', '\u009b', 'control'],
    ['LF', 'a\nb', 'lineBreak'],
    ['a line separator', 'a\u2028b', 'lineBreak'],
    ['LRE', '\u202a', 'direction'],
    ['RLO', '\u202e', 'direction'],
    ['LRI', '\u2066', 'direction'],
    ['PDI', '\u2069', 'direction'],
  ])('finds %s', (_name, value, problem) => {
    expect(plainTextProblem(value)).toBe(problem);
  });

  it('allows a newline, and only a newline, in multi-line text', () => {
    expect(plainTextProblem('a\nb\u2028c', { multiline: true })).toBeNull();
    expect(plainTextProblem('a\r\nb', { multiline: true })).toBe('control');
  });

  it('leaves ordinary text of every script alone, marks and joiners included', () => {
    for (const value of ['Ada Lovelace', 'مرحبا بالعالم', '東京', '👩‍👩‍👧‍👦', 'e\u0301', '\u200e']) {
      expect(plainTextProblem(value)).toBeNull();
    }
  });
});
