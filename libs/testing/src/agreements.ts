import type {
  AgreementClientData,
  AgreementServiceSelection,
  CreateAgreementRequest,
  RegisterRequest,
} from '@consult/domain';
import { localIsoDate } from '@consult/domain';

// The consulting agreement the specs sign, in one place (issue 20). Each service is a fresh object,
// so a spec may change its copy without touching another spec's.

/** Business Strategy & Growth (Growth Strategy), hourly: $500 × 10 h = $5,000. */
export function strategyHourly(): AgreementServiceSelection {
  return {
    name: 'Business Strategy & Growth',
    subServices: ['Growth Strategy'],
    paymentType: 'hourly',
    fee: 500,
    hours: 10,
  };
}

/** Digital Solutions (Cloud Migration, AI Adoption), monthly: $5,000 × 6 months × 2 = $60,000. */
export function digitalMonthly(): AgreementServiceSelection {
  return {
    name: 'Digital Solutions',
    subServices: ['Cloud Migration', 'AI Adoption'],
    paymentType: 'monthly',
    fee: 5000,
    months: 6,
  };
}

/** Capital Markets Advisory (Capital Raising), success-based: $2,500 down + $10,000 = $12,500. */
export function capitalSuccess(): AgreementServiceSelection {
  return {
    name: 'Capital Markets Advisory',
    subServices: ['Capital Raising'],
    paymentType: 'success',
    fee: 10000,
    downPayment: 2500,
  };
}

/**
 * The agreement most specs sign: {@link strategyHourly} and {@link digitalMonthly}, $65,000 in
 * all, $10,833.33 a month over six months.
 */
export function agreementServices(): AgreementServiceSelection[] {
  return [strategyHourly(), digitalMonthly()];
}

/**
 * One service of each payment type, several sub-services where the type multiplies by them.
 * Figures: hourly $500 × 10 h = $5,000; monthly $5,000 × 6 × 2 = $60,000; project $15,000;
 * success $2,500 + $10,000 × 2 = $22,500; grand total $102,500; monthly payment $102,500 / 6 =
 * $17,083.33.
 */
export function allPaymentTypes(): AgreementServiceSelection[] {
  return [
    { ...strategyHourly(), subServices: ['Strategic Analysis'] },
    digitalMonthly(),
    {
      name: 'Marketing & Branding',
      subServices: ['Marketing Strategy'],
      paymentType: 'project',
      fee: 15000,
    },
    { ...capitalSuccess(), subServices: ['Capital Raising', 'Debt Financing'] },
  ];
}

/** The client block of the specs' agreement: Lindqvist Logistics, signed March 5, 2025. */
export function buildClientData(overrides: Partial<AgreementClientData> = {}): AgreementClientData {
  return {
    companyName: 'Lindqvist Logistics',
    companyStreet: '48 Wharf Road',
    companyCity: 'Portland',
    companyState: 'ME',
    companyZip: '04101',
    companyPhone: '207-555-0142',
    signerName: 'Ada Lindqvist',
    signerTitle: 'Chief Operating Officer',
    date: '2025-03-05',
    ...overrides,
  };
}

/**
 * The client block a registered client fills in: the company and the signer from the
 * registration, signed today (the signer's local date, as the portal's form sends it).
 */
export function clientDataOf(
  account: Pick<
    RegisterRequest,
    'firstName' | 'lastName' | 'companyName' | 'address' | 'city' | 'state' | 'zipCode' | 'phone'
  >,
): AgreementClientData {
  return {
    companyName: account.companyName,
    companyStreet: account.address,
    companyCity: account.city,
    companyState: account.state,
    companyZip: account.zipCode,
    companyPhone: account.phone,
    signerName: `${account.firstName} ${account.lastName}`,
    signerTitle: 'Chief Operating Officer',
    date: today(),
  };
}

/**
 * A complete agreement request: {@link agreementServices} for {@link buildClientData}'s client,
 * signed with the signer's name. `clientData` overrides are merged into the client block.
 */
export function buildAgreementRequest(
  overrides: Omit<Partial<CreateAgreementRequest>, 'clientData'> & {
    clientData?: Partial<AgreementClientData>;
  } = {},
): CreateAgreementRequest {
  const clientData = buildClientData(overrides.clientData);
  return {
    services: agreementServices(),
    signature: clientData.signerName,
    agreeToSignElectronically: true,
    ...overrides,
    clientData,
  };
}

/** Today as the portal's forms send it: the signer's local date, yyyy-MM-dd. */
export function today(): string {
  return localIsoDate(new Date());
}
