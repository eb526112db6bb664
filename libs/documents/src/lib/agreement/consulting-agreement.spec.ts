import { DEFAULT_FIRM, type DocumentParagraph, type DocumentTable } from '@consult/domain';
import { canonicalText } from '../canonical-text';
import { renderDocumentHtml } from '../html/document-html';
import { agreementInput } from '../testing/agreement-input';
import {
  CONSULTING_AGREEMENT_TEMPLATE_VERSION,
  consultingAgreementDocument,
  feeTerms,
} from './consulting-agreement';

const tables = (model: ReturnType<typeof consultingAgreementDocument>) =>
  model.sections.flatMap((section) =>
    section.blocks.filter((block): block is DocumentTable => block.kind === 'table'),
  );

const paragraphs = (model: ReturnType<typeof consultingAgreementDocument>) =>
  model.sections.flatMap((section) =>
    section.blocks.filter((block): block is DocumentParagraph => block.kind === 'paragraph'),
  );

describe('consultingAgreementDocument', () => {
  const model = consultingAgreementDocument(agreementInput());

  it('is a consulting agreement between the firm and the client company, effective on its date', () => {
    expect(model).toMatchObject({
      kind: 'consulting-agreement',
      templateVersion: CONSULTING_AGREEMENT_TEMPLATE_VERSION,
      title: 'Consulting Services Agreement',
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
        addressLines: ['48 Wharf Road', 'Portland, ME 04101', 'Telephone +1 207 555 0142'],
        representative: { name: 'Ada Lindqvist', title: 'Chief Operating Officer' },
      },
    ]);
  });

  it('has the terms the spec asks for, numbered in order', () => {
    expect(model.sections.map((section) => `${section.number}. ${section.heading}`)).toEqual([
      '1. Services',
      '2. Fees and Payment',
      '3. Confidentiality',
      '4. Deliverables and Intellectual Property',
      '5. Term and Termination',
      '6. Limitation of Liability',
      '7. Governing Law and Jurisdiction',
      '8. General',
    ]);
    const text = JSON.stringify(model.sections);
    for (const phrase of [
      'Mutual Non-Disclosure Agreement',
      'thirty (30) days’ written notice',
      'the Commonwealth of Massachusetts',
      'Suffolk County',
      DEFAULT_FIRM.email,
    ]) {
      expect(text).toContain(phrase);
    }
    for (const section of model.sections) {
      for (const block of section.blocks) {
        if (block.kind === 'paragraph' && block.label) {
          expect(block.label.startsWith(`${section.number}.`)).toBe(true);
        }
      }
    }
  });

  it('lists each service with its sub-services, payment type, fee terms and subtotal', () => {
    const [services] = tables(model);
    expect(services.columns).toEqual([
      'Service',
      'Sub-services',
      'Payment type',
      'Fee terms',
      'Subtotal',
    ]);
    expect(services.rows).toEqual([
      [
        'Business Strategy & Growth',
        'Strategic Analysis',
        'Hourly',
        '$500 per hour × 10 hours',
        '$5,000',
      ],
      [
        'Digital Solutions',
        'Cloud Migration, AI Adoption',
        'Monthly retainer',
        '$5,000 per month × 6 months × 2 sub-services',
        '$60,000',
      ],
      [
        'Marketing & Branding',
        'Marketing Strategy',
        'Fixed project fee',
        '$15,000 fixed project fee',
        '$15,000',
      ],
      [
        'Capital Markets Advisory',
        'Capital Raising, Debt Financing',
        'Success-based',
        '$2,500 down payment + $10,000 base fee × 2 sub-services',
        '$22,500',
      ],
    ]);
  });

  it('sums by payment type, then the grand total, the monthly payment and the down payments', () => {
    const [, totals] = tables(model);
    expect(totals.rows).toEqual([
      ['Hourly services', '$5,000'],
      ['Monthly retainer services', '$60,000'],
      ['Fixed project fee services', '$15,000'],
      ['Success-based services', '$22,500'],
      ['Grand total', '$102,500'],
      ['Monthly payment (grand total over 6 months)', '$17,083.33'],
      ['Last monthly payment (with the cents the rounding left)', '$17,083.35'],
      ['Down payments due on signing (included above)', '$2,500'],
    ]);
    const text = paragraphs(model)
      .map((block) => block.text)
      .join('\n');
    // The payments add up to the grand total exactly: 5 × $17,083.33 + $17,083.35 = $102,500.
    expect(text).toContain(
      'monthly payments of $17,083.33 over 6 months, the longest monthly term in the Schedule, the last of them $17,083.35 so that the payments add up to the grand total exactly.',
    );
    expect(text).toContain(
      'a down payment of $2,500 on signing and a base fee of $10,000 for each of its 2 sub-services, plus a success fee of 2% to 5% of the capital raised',
    );
  });

  it('leaves out the monthly payment and down payments when no service has them', () => {
    const projectOnly = consultingAgreementDocument(
      agreementInput({
        services: [
          {
            name: 'Corporate Advisory',
            subServices: ['Due Diligence', 'Restructuring & Turnaround'],
            paymentType: 'project',
            fee: 5500,
          },
        ],
      }),
    );
    expect(tables(projectOnly)[1].rows).toEqual([
      ['Fixed project fee services', '$11,000'],
      ['Grand total', '$11,000'],
    ]);
    expect(JSON.stringify(projectOnly)).not.toMatch(/monthly payment|down payment of/i);
  });

  it.each([
    [{ paymentType: 'hourly', fee: 450, hours: 1 }, '$450 per hour × 1 hour'],
    [{ paymentType: 'hourly', fee: 500, hours: 0 }, '$500 per hour × 0 hours'],
    [{ paymentType: 'monthly', fee: 20000, months: 1 }, '$20,000 per month × 1 month'],
    [{ paymentType: 'annual', fee: 1000 }, '$1,000 per month × 12 months'],
    [
      { paymentType: 'success', fee: 4500, downPayment: 1125 },
      '$1,125 down payment + $4,500 base fee',
    ],
  ] as const)('words the fee terms of %j as "%s"', (terms, expected) => {
    expect(feeTerms({ name: 'Digital Solutions', subServices: ['AI Adoption'], ...terms })).toBe(
      expected,
    );
  });

  it('is signed by the firm’s founder and, once signed, by the client’s signer', () => {
    expect(model.signatures).toEqual([
      expect.objectContaining({
        party: DEFAULT_FIRM.name,
        signerName: DEFAULT_FIRM.founderName,
        signerTitle: DEFAULT_FIRM.founderTitle,
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
  });

  it('is a draft awaiting the client’s signature when the signature is null', () => {
    const draft = consultingAgreementDocument(agreementInput({ signature: null }));
    expect(draft.signatures[1].signature).toBeNull();
    expect(canonicalText(draft)).toContain('Signature: [not signed]');
    expect(canonicalText(model)).toContain('Signature: /s/ Ada Lindqvist');
    expect(renderDocumentHtml(draft, { firmName: DEFAULT_FIRM.name })).toContain(
      'Awaiting electronic signature',
    );
  });

  it('says which version it replaces when re-signed', () => {
    expect(model.recitals.join(' ')).not.toContain('version');
    const second = consultingAgreementDocument(
      agreementInput({ version: 2, reference: 'CA-000042' }),
    );
    expect(second.recitals).toContain(
      'This is version 2 of the Agreement. From the Effective Date it replaces the version signed under reference CA-000042 (version 1), which remains on record.',
    );
  });

  it('shows a draft with no service chosen without a schedule', () => {
    const empty = consultingAgreementDocument(agreementInput({ services: [], signature: null }));
    expect(JSON.stringify(empty.sections[0])).toContain('No services have been selected yet.');
    expect(tables(empty)[0].rows).toEqual([['Grand total', '$0']]);
  });

  it('has a deterministic canonical text that holds every figure', () => {
    const text = canonicalText(model);
    expect(canonicalText(consultingAgreementDocument(agreementInput()))).toBe(text);
    for (const figure of ['$5,000', '$60,000', '$15,000', '$22,500', '$102,500', '$17,083.33']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain(
      'Capital Markets Advisory | Capital Raising, Debt Financing | Success-based | $2,500 down payment + $10,000 base fee × 2 sub-services | $22,500',
    );
  });

  it('escapes every client value through the HTML renderer', () => {
    const hostile = '<img src="http://127.0.0.1:9/x">';
    const html = renderDocumentHtml(
      consultingAgreementDocument(
        agreementInput({
          client: { ...agreementInput().client, companyName: hostile, companyPhone: hostile },
          signer: { name: '<script>alert(1)</script>', title: hostile },
          signature: '<script>alert(1)</script>',
          services: [
            {
              name: hostile,
              subServices: [hostile],
              paymentType: 'project',
              fee: 1,
            },
          ],
        }),
      ),
      { firmName: DEFAULT_FIRM.name },
    );
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain('&lt;img src=&quot;http://127.0.0.1:9/x&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
