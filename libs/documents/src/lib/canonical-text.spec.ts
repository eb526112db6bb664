import { canonicalText } from './canonical-text';
import { buildMutualNda } from './nda/mutual-nda';
import { ndaInput } from './testing/nda-input';

describe('canonicalText', () => {
  const text = canonicalText(buildMutualNda(ndaInput()));

  it('is plain text with fixed layout: one item per line, no trailing white space', () => {
    expect(text.startsWith('MUTUAL NON-DISCLOSURE AGREEMENT\nTemplate: mutual-nda/')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/[ \t]+\n/);
    expect(text).not.toContain('\r');
  });

  it('holds the parties, every clause, and the signatures as signed', () => {
    expect(text).toContain('Effective Date: March 5, 2025');
    expect(text).toContain(
      '2. Lindqvist Logistics Inc., 48 Wharf Road, Portland, ME 04101, represented by Ada Lindqvist, Chief Operating Officer (the “Client”)',
    );
    expect(text).toContain('6. RETURN OR DESTRUCTION OF MATERIALS');
    expect(text).toContain('3.1 Confidential Information does not include');
    expect(text).toContain('(a) use the Disclosing Party’s Confidential Information');
    expect(text).toContain(
      'For the Client: Lindqvist Logistics Inc.\nSignature: /s/ Ada Lindqvist',
    );
  });

  it('is the same for the same model, and differs when anything changes', () => {
    expect(canonicalText(buildMutualNda(ndaInput()))).toBe(text);
    const other = canonicalText(buildMutualNda(ndaInput({ agreementDate: '2025-03-06' })));
    expect(other).not.toBe(text);
    expect(canonicalText(buildMutualNda(ndaInput({ signature: null })))).toContain(
      'Signature: [not signed]',
    );
  });

  it('keeps a value that slipped in with a line break on its own line', () => {
    const model = buildMutualNda(
      ndaInput({
        client: { ...ndaInput().client, companyName: 'Acme\nSignature: /s/ Someone Else' },
      }),
    );
    expect(canonicalText(model)).not.toContain('\nSignature: /s/ Someone Else');
  });
});
