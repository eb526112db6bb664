import { DEFAULT_FIRM, type DocumentTable } from '@consult/domain';
import { canonicalText } from '../canonical-text';
import { documentFooterHtml, renderDocumentHtml } from '../html/document-html';
import { invoiceInput } from '../testing/invoice-input';
import {
  INVOICE_TEMPLATE_VERSION,
  INVOICE_TERMS,
  addDays,
  invoiceDocument,
  maskedPaymentMethod,
} from './invoice';

const tables = (model: ReturnType<typeof invoiceDocument>) =>
  model.sections.flatMap((section) =>
    section.blocks.filter((block): block is DocumentTable => block.kind === 'table'),
  );

describe('invoiceDocument', () => {
  const model = invoiceDocument(invoiceInput());

  it('is an invoice from the firm to the client’s billing details, dated its invoice date', () => {
    expect(model).toMatchObject({
      kind: 'invoice',
      templateVersion: INVOICE_TEMPLATE_VERSION,
      title: 'Invoice',
      effectiveDate: '2025-03-05',
      signatures: [],
    });
    expect(model.preamble).toContain('Invoice INV-000042');
    expect(model.preamble).toContain('agreement CA-000007');
    expect(model.parties).toEqual([
      {
        role: 'Firm',
        name: DEFAULT_FIRM.name,
        addressLines: [
          DEFAULT_FIRM.address,
          `E-mail ${DEFAULT_FIRM.email}`,
          `Telephone ${DEFAULT_FIRM.phone}`,
        ],
      },
      {
        role: 'Client',
        name: 'Lindqvist Logistics Inc.',
        addressLines: [
          '48 Wharf Road',
          'Portland, ME 04101',
          'Attention: Accounts Payable',
          'E-mail ap@lindqvist-logistics.example',
          'Telephone +1 207 555 0142',
        ],
      },
    ]);
  });

  it('states the invoice number, net 30 due date, agreement, PO number and masked card', () => {
    const [details] = tables(model);
    expect(details.rows).toEqual([
      ['Invoice number', 'INV-000042'],
      ['Invoice date', 'March 5, 2025'],
      ['Payment terms', 'Net 30: due April 4, 2025'],
      ['Consulting agreement', 'CA-000007, version 1, total $102,500, signed March 5, 2025'],
      ['Purchase order', 'PO-2025-001'],
      ['Payment method', 'Visa •••• 4242'],
      ['Schedule', 'Monthly'],
    ]);
    expect(INVOICE_TERMS.dueDays).toBe(30);
  });

  it('restates the agreement’s services and totals with the agreement’s own figures', () => {
    const [, services, totals, due] = tables(model);
    expect(services.caption).toBe('Schedule of Services and Fees');
    expect(services.rows.map((row) => row[4])).toEqual(['$5,000', '$60,000', '$15,000', '$22,500']);
    expect(totals.rows).toContainEqual(['Grand total', '$102,500']);
    expect(due.rows).toEqual([
      ['Agreement total', '$102,500'],
      [
        'Schedule',
        'Monthly: 5 monthly payments of $17,083.33 and a last one of $17,083.35: the grand total of $102,500 over the longest monthly term (6 months)',
      ],
      ['Paid in full', 'No, in monthly payments'],
      ['First monthly payment due by April 4, 2025', '$17,083.33'],
    ]);
  });

  it('reads a one-time schedule as one payment', () => {
    const input = invoiceInput();
    const oneTime = invoiceDocument({
      ...input,
      payment: { ...input.payment, isMonthly: false, amountCents: 10_250_000, isPaidInFull: true },
    });
    const due = tables(oneTime)[3];
    expect(due.rows).toContainEqual(['Schedule', 'One-time payment of $102,500']);
    expect(due.rows).toContainEqual(['Paid in full', 'Yes, in one payment']);
    expect(due.rows).toContainEqual(['Amount due by April 4, 2025', '$102,500']);
  });

  it('shows an ACH account and a card only by their last four digits, and an invoice as such', () => {
    expect(
      maskedPaymentMethod({
        ...invoiceInput().payment,
        type: 'pay by ach',
        bankName: 'First Harbor Bank',
        accountType: 'checking',
        last4: '6789',
      }),
    ).toBe('First Harbor Bank •••• 6789 (Checking)');
    expect(maskedPaymentMethod({ ...invoiceInput().payment, last4: '4242424242424242' })).toBe(
      'Visa •••• 4242',
    );
    const input = invoiceInput();
    const byInvoice = invoiceDocument({
      ...input,
      payment: { ...input.payment, type: 'pay by invoice', cardBrand: null, last4: null },
    });
    expect(tables(byInvoice)[0].rows).toContainEqual([
      'Payment method',
      'Invoice (bank transfer or check)',
    ]);
    expect(JSON.stringify(byInvoice.sections)).toContain(
      'quoting invoice number INV-000042 and purchase order PO-2025-001',
    );
  });

  it('says "Invoice Date", has no signature block, and escapes the client’s text in HTML', () => {
    const input = invoiceInput();
    const html = renderDocumentHtml(
      invoiceDocument({
        ...input,
        billTo: { ...input.billTo, companyName: '<script>alert(1)</script>' },
        payment: { ...input.payment, poNumber: '<img src=x>' },
      }),
      { firmName: DEFAULT_FIRM.name, reference: 'INV-000042' },
    );
    expect(html).toContain('Invoice Date: March 5, 2025');
    expect(html).not.toContain('Effective Date');
    expect(html).not.toContain('class="signatures"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(canonicalText(model)).toContain('Invoice Date: March 5, 2025');
    expect(documentFooterHtml(model, 'INV-000042')).toContain('Invoice · INV-000042');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2025-03-05', 30)).toBe('2025-04-04');
    expect(addDays('2024-12-15', 30)).toBe('2025-01-14');
    expect(addDays('2024-02-01', 29)).toBe('2024-03-01');
  });
});
