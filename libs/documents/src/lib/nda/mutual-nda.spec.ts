import { DEFAULT_FIRM } from '@consult/domain';
import { ndaInput } from '../testing/nda-input';
import { buildMutualNda, MUTUAL_NDA_TEMPLATE_VERSION } from './mutual-nda';

describe('buildMutualNda', () => {
  const model = buildMutualNda(ndaInput());

  it('is a mutual NDA between the firm and the client company, effective on the agreement date', () => {
    expect(model).toMatchObject({
      kind: 'mutual-nda',
      templateVersion: MUTUAL_NDA_TEMPLATE_VERSION,
      title: 'Mutual Non-Disclosure Agreement',
      effectiveDate: '2025-03-05',
    });
    expect(model.preamble).toContain('as of March 5, 2025');
    expect(model.parties).toEqual([
      {
        role: 'Firm',
        name: DEFAULT_FIRM.name,
        addressLines: [DEFAULT_FIRM.address],
        representative: { name: DEFAULT_FIRM.founderName, title: DEFAULT_FIRM.founderTitle },
      },
      {
        role: 'Client',
        name: 'Lindqvist Logistics Inc.',
        addressLines: ['48 Wharf Road', 'Portland, ME 04101'],
        representative: { name: 'Ada Lindqvist', title: 'Chief Operating Officer' },
      },
    ]);
  });

  it('has the clauses a real mutual NDA has, numbered in order', () => {
    expect(model.sections.map((section) => `${section.number}. ${section.heading}`)).toEqual([
      '1. Definitions',
      '2. Obligations of the Receiving Party',
      '3. Exclusions',
      '4. Disclosure Required by Law',
      '5. Term and Termination',
      '6. Return or Destruction of Materials',
      '7. No Licence and No Warranty',
      '8. No Further Obligation',
      '9. Remedies',
      '10. Personal Data',
      '11. Governing Law and Jurisdiction',
      '12. General',
    ]);
    const text = JSON.stringify(model.sections);
    for (const phrase of [
      'Confidential Information',
      'Massachusetts',
      'injunctive relief',
      'entire agreement',
      'thirty (30) days’ written notice',
      'fifteen (15) days',
      DEFAULT_FIRM.email,
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('numbers each paragraph under its section', () => {
    for (const section of model.sections) {
      for (const block of section.blocks) {
        if (block.kind === 'paragraph' && block.label && !block.label.startsWith('(')) {
          expect(block.label.startsWith(`${section.number}.`)).toBe(true);
        }
      }
    }
  });

  it('is signed by the firm’s founder and, once signed, by the client’s signer', () => {
    expect(model.signatures).toEqual([
      expect.objectContaining({
        party: DEFAULT_FIRM.name,
        signerName: DEFAULT_FIRM.founderName,
        signature: DEFAULT_FIRM.founderName,
        date: '2025-03-05',
      }),
      expect.objectContaining({
        party: 'Lindqvist Logistics Inc.',
        signerName: 'Ada Lindqvist',
        signerTitle: 'Chief Operating Officer',
        signature: 'Ada Lindqvist',
        date: '2025-03-05',
      }),
    ]);
    expect(buildMutualNda(ndaInput({ signature: null })).signatures[1].signature).toBeNull();
  });
});
