import {
  AGREEMENT_MESSAGES,
  type AgreementClientData,
  type AgreementServiceSelection,
} from './agreement';
import { agreementProblem } from './agreement-validation';
import { agreementFileName, agreementReference, formatAgreementDate } from './agreement';

const client: AgreementClientData = {
  companyName: 'Acme Ltd',
  companyStreet: '1 Main St',
  companyCity: 'Boston',
  companyState: 'MA',
  companyZip: '02110',
  companyPhone: '617-555-0100',
  signerName: 'Ada Client',
  signerTitle: 'CEO',
  date: '2026-11-22',
};

const service = (terms: Partial<AgreementServiceSelection> = {}): AgreementServiceSelection => ({
  name: 'Capital Markets Advisory',
  subServices: ['Capital Raising'],
  paymentType: 'project',
  fee: 25000,
  ...terms,
});

describe('agreement rules (req DOCS-5)', () => {
  it('accepts a complete agreement', () => {
    expect(agreementProblem(client, [service()])).toBeNull();
  });

  it('needs a service, then every client field', () => {
    expect(agreementProblem(client, [])).toBe('Please select at least one service');
    for (const field of Object.keys(client) as (keyof AgreementClientData)[]) {
      if (field === 'date') continue;
      expect(agreementProblem({ ...client, [field]: '  ' }, [service()])).toBe(
        'Please fill in all client information fields',
      );
    }
  });

  it('checks services against the catalogue', () => {
    expect(agreementProblem(client, [service({ name: 'Astrology' })])).toBe(
      AGREEMENT_MESSAGES.unknownService('Astrology'),
    );
    expect(agreementProblem(client, [service({ subServices: [] })])).toBe(
      AGREEMENT_MESSAGES.noSubService('Capital Markets Advisory'),
    );
    expect(agreementProblem(client, [service({ subServices: ['Growth Strategy'] })])).toBe(
      AGREEMENT_MESSAGES.unknownSubService('Capital Markets Advisory', 'Growth Strategy'),
    );
    expect(
      agreementProblem(client, [service({ subServices: ['Capital Raising', 'Capital Raising'] })]),
    ).toBe(AGREEMENT_MESSAGES.duplicateSubService('Capital Markets Advisory'));
    expect(agreementProblem(client, [service(), service()])).toBe(
      AGREEMENT_MESSAGES.duplicateService('Capital Markets Advisory'),
    );
  });

  it('offers success-based only where the catalogue does', () => {
    expect(
      agreementProblem(client, [
        service({ paymentType: 'success', fee: 10000, downPayment: 2500 }),
      ]),
    ).toBeNull();
    expect(
      agreementProblem(client, [
        {
          name: 'Corporate Advisory',
          subServices: ['Due Diligence'],
          paymentType: 'success',
          fee: 1,
          downPayment: 1,
        },
      ]),
    ).toBe(AGREEMENT_MESSAGES.successNotOffered('Corporate Advisory'));
    expect(agreementProblem(client, [service({ paymentType: 'annual' })])).toBe(
      AGREEMENT_MESSAGES.paymentType,
    );
  });

  it('takes whole-dollar fees and down payments, no negative, fractional or unsafe amount', () => {
    for (const fee of [-1, -0.5, 1.5, 12.5, 1e-7, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(agreementProblem(client, [service({ fee })])).toBe(AGREEMENT_MESSAGES.feeDigits);
    }
    expect(agreementProblem(client, [service({ fee: 10_000_001 })])).toBe(
      AGREEMENT_MESSAGES.feeTooLarge,
    );
    expect(agreementProblem(client, [service({ fee: 10_000_000 })])).toBeNull();
    expect(agreementProblem(client, [service({ paymentType: 'success', fee: 1 })])).toBe(
      AGREEMENT_MESSAGES.downPaymentDigits,
    );
    expect(
      agreementProblem(client, [service({ paymentType: 'success', fee: 1, downPayment: -500 })]),
    ).toBe(AGREEMENT_MESSAGES.downPaymentDigits);
    expect(
      agreementProblem(client, [service({ paymentType: 'success', fee: 1, downPayment: 12.5 })]),
    ).toBe(AGREEMENT_MESSAGES.downPaymentDigits);
    expect(
      agreementProblem(client, [
        service({ paymentType: 'success', fee: 1, downPayment: 10_000_001 }),
      ]),
    ).toBe(AGREEMENT_MESSAGES.feeTooLarge);
  });

  it('takes hours and months as whole numbers of 1 or more', () => {
    const hourly = (hours?: number) =>
      agreementProblem(client, [service({ paymentType: 'hourly', fee: 750, hours })]);
    const monthly = (months?: number) =>
      agreementProblem(client, [service({ paymentType: 'monthly', fee: 5000, months })]);
    for (const bad of [undefined, 0, -1, 2.5]) {
      expect(hourly(bad)).toBe('Hours must be a whole number of 1 or more');
      expect(monthly(bad)).toBe('Months must be a whole number of 1 or more');
    }
    expect(hourly(1)).toBeNull();
    expect(monthly(1)).toBeNull();
    expect(hourly(10_001)).toBe(AGREEMENT_MESSAGES.hoursTooLarge);
    expect(monthly(121)).toBe(AGREEMENT_MESSAGES.monthsTooLarge);
  });

  it('refuses an agreement whose total is $0, after the checks of each service', () => {
    const zeroTotal =
      'An agreement must bill something: its total is $0. Enter a fee above $0 for at least one service.';
    expect(AGREEMENT_MESSAGES.zeroTotal).toBe(zeroTotal);
    expect(agreementProblem(client, [service({ fee: 0 })])).toBe(zeroTotal);
    expect(
      agreementProblem(client, [
        service({ fee: 0 }),
        {
          name: 'Digital Solutions',
          subServices: ['AI Adoption'],
          paymentType: 'hourly',
          fee: 0,
          hours: 3,
        },
      ]),
    ).toBe(zeroTotal);
    expect(
      agreementProblem(client, [service({ paymentType: 'success', fee: 0, downPayment: 0 })]),
    ).toBe(zeroTotal);
    // A service's own problem comes first.
    expect(agreementProblem(client, [service({ fee: 0, subServices: [] })])).toBe(
      AGREEMENT_MESSAGES.noSubService('Capital Markets Advisory'),
    );
    // One service billing something is enough: a free service beside it is allowed.
    expect(
      agreementProblem(client, [
        service({ fee: 0 }),
        { name: 'Digital Solutions', subServices: ['AI Adoption'], paymentType: 'project', fee: 1 },
      ]),
    ).toBeNull();
    expect(
      agreementProblem(client, [service({ paymentType: 'success', fee: 0, downPayment: 500 })]),
    ).toBeNull();
  });

  it('formats dates MM/dd/yyyy and references', () => {
    expect(formatAgreementDate('2025-03-05')).toBe('03/05/2025');
    expect(formatAgreementDate('2025-03-05T10:00:00Z')).toBe('03/05/2025');
    expect(agreementReference(42)).toBe('CA-000042');
  });

  it('names agreement files in plain ASCII, as the API names its PDF', () => {
    expect(agreementFileName('Société Générale & Co', '2025-03-05')).toBe(
      'consulting-agreement-societe-generale-co-2025-03-05.pdf',
    );
    expect(agreementFileName('***', 'soon', 'html')).toBe(
      'consulting-agreement-client-undated.html',
    );
  });
});
