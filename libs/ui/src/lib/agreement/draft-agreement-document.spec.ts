import { canonicalText } from '@consult/documents';
import { catalogueServices, type AgreementTermsValues } from './agreement-values';
import { draftAgreementDocument } from './draft-agreement-document';

const blank: AgreementTermsValues = {
  companyName: ' ',
  companyStreet: '',
  companyCity: '',
  companyState: '',
  companyZip: '',
  companyPhone: '',
  signerName: '',
  signerTitle: '',
  services: catalogueServices(),
};

describe('draftAgreementDocument (the portal’s draft and the console’s amendment)', () => {
  it('shows an empty field as its placeholder, and a first version without a replaced one', () => {
    const text = canonicalText(draftAgreementDocument(blank, '2026-11-27'));
    for (const placeholder of ['[Company name]', '[Street address]', '[City]', '[State]'])
      expect(text).toContain(placeholder);
    expect(text).toContain('[Signer name]');
    expect(text).not.toContain('This is version');
  });

  it('is the next version of the agreement it replaces, naming that one', () => {
    const text = canonicalText(
      draftAgreementDocument(
        { ...blank, companyName: ' Lindqvist Logistics ', signerName: 'Ada Lindqvist' },
        '2026-11-27',
        { reference: 'CA-000004', version: 2 },
      ),
    );
    expect(text).toContain('Lindqvist Logistics');
    expect(text).not.toContain('[Company name]');
    expect(text).toContain(
      'This is version 3 of the Agreement. From the Effective Date it replaces the version signed under reference CA-000004 (version 2)',
    );
  });
});
