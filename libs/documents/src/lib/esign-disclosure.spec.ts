import { DEFAULT_FIRM } from '@consult/domain';
import { ESIGN_DISCLOSURE_VERSION, esignDisclosure } from './esign-disclosure';

describe('esignDisclosure', () => {
  it('says what is electronic, how to get paper, how to withdraw, and what is needed', () => {
    const disclosure = esignDisclosure(DEFAULT_FIRM);
    expect(disclosure.version).toBe(ESIGN_DISCLOSURE_VERSION);
    const text = disclosure.paragraphs.join('\n');
    for (const phrase of [
      'paper copy',
      'withdraw',
      'PDF',
      DEFAULT_FIRM.email,
      DEFAULT_FIRM.phone,
    ]) {
      expect(text).toContain(phrase);
    }
  });
});
