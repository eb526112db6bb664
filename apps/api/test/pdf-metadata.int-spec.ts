import { DEFAULT_FIRM } from '@consult/domain';
import { signAgreement } from './support/agreements';
import { createSignedInUser } from './support/factories';
import { download, signNda } from './support/ndas';
import { invoiceRequest, setUpPayment } from './support/payments';
import { pdfInfo, qpdfCheck } from './support/pdf-tools';
import { startApp, type TestApp } from './support/test-app';

/**
 * What the PDFs say about themselves (issue 16): each names the document, its reference and the
 * firm, never the browser that drew it; and each is a sound PDF. Read by poppler's pdfinfo and
 * checked by qpdf, tools nobody here wrote.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t.close();
});

const BROWSER = /chrom|skia|mozilla|headless/i;

describe('the PDFs’ document information', () => {
  it('names the NDA, the agreement and the invoice, their references and the firm; not the browser', async () => {
    const { cookie } = await createSignedInUser(t);
    const nda = await signNda(t, cookie, { companyName: 'Analytical Engines Ltd' });
    const agreement = await signAgreement(t, cookie);
    const method = await setUpPayment(
      t,
      cookie,
      invoiceRequest(agreement.id, { amount: agreement.totals.grandTotalCents / 100 }),
    );

    const files = [
      {
        path: `/api/nda/${nda.id}/download`,
        title: 'Mutual Non-Disclosure Agreement',
        subject: `${nda.reference} · Analytical Engines Ltd`,
      },
      {
        path: `/api/consulting-agreement/${agreement.id}/download`,
        title: 'Consulting Services Agreement',
        subject: `${agreement.reference}, version 1 · ${agreement.companyName}`,
      },
      {
        path: `/api/payment-method/${method.id}/download-invoice`,
        title: 'Invoice',
        subject: `INV-${String(method.id).padStart(6, '0')}`,
      },
    ];
    for (const file of files) {
      const response = await download(t, file.path, cookie);
      expect(response.status).toBe(200);
      const pdf = response.body as Buffer;
      const info = pdfInfo(pdf);
      expect(info.Title).toBe(file.title);
      expect(info.Author).toBe(DEFAULT_FIRM.name);
      expect(info.Subject.startsWith(file.subject)).toBe(true);
      expect(info.Creator).toBe(`${DEFAULT_FIRM.name} client portal`);
      expect(info.Producer).toBe(`${DEFAULT_FIRM.name} client portal`);
      for (const field of ['Title', 'Author', 'Subject', 'Creator', 'Producer'])
        expect(info[field]).not.toMatch(BROWSER);
      expect(Number(info.Pages)).toBeGreaterThanOrEqual(1);

      const check = qpdfCheck(pdf);
      expect(check.output).toContain('No syntax or stream encoding errors found');
      expect(check.status).toBe(0);
    }
  });
});
