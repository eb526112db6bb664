import { consultingAgreementDocument } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementReference,
  priceAgreement,
  type Agreement,
  type AgreementServiceSelection,
  type AgreementSummary,
} from '@consult/domain';

/**
 * The services of the portal specs' agreement: Business Strategy hourly ($500 × 10 h = $5,000) and
 * Digital Solutions monthly ($5,000 × 6 months × 2 = $60,000): $65,000 in all, $10,833.33 a month.
 */
export const AGREEMENT_SERVICES: AgreementServiceSelection[] = [
  {
    name: 'Business Strategy & Growth',
    subServices: ['Growth Strategy'],
    paymentType: 'hourly',
    fee: 500,
    hours: 10,
  },
  {
    name: 'Digital Solutions',
    subServices: ['Cloud Migration', 'AI Adoption'],
    paymentType: 'monthly',
    fee: 5000,
    months: 6,
  },
];

type SummaryOverrides = Partial<Omit<AgreementSummary, 'services' | 'totals'>> & {
  services?: AgreementServiceSelection[];
};

/** An agreement as `GET /api/consulting-agreements` lists it: Lindqvist Logistics, March 5, 2025. */
export function buildAgreementSummary(overrides: SummaryOverrides = {}): AgreementSummary {
  const { services = AGREEMENT_SERVICES, ...rest } = overrides;
  const { lines, totals } = priceAgreement(services);
  const id = rest.id ?? 4;
  return {
    id,
    reference: agreementReference(id),
    version: 1,
    previousVersionId: null,
    supersededById: null,
    status: 'active',
    companyName: 'Lindqvist Logistics',
    companyStreet: '48 Wharf Road',
    companyCity: 'Portland',
    companyState: 'ME',
    companyZip: '04101',
    companyPhone: '207-555-0142',
    signerName: 'Ada Lindqvist',
    signerTitle: 'Chief Operating Officer',
    signedDate: '2025-03-05',
    typedSignature: 'Ada Lindqvist',
    services: lines,
    totals,
    createdAt: '2025-03-05T14:03:22.123Z',
    signature: {
      signedAt: '2025-03-05T14:03:22.123Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      documentHash: '8f14e45fceea167a5a36dedd4bea2543a8f14e45fceea167a5a36dedd4bea254',
    },
    ...rest,
  };
}

/** One agreement with its document as signed, as `GET /api/consulting-agreement/{id}` answers it. */
export function buildAgreement(overrides: SummaryOverrides = {}): Agreement {
  const summary = buildAgreementSummary(overrides);
  return {
    ...summary,
    document: consultingAgreementDocument({
      firm: DEFAULT_FIRM,
      client: summary,
      signer: { name: summary.signerName, title: summary.signerTitle },
      agreementDate: summary.signedDate,
      services: overrides.services ?? AGREEMENT_SERVICES,
      signature: summary.typedSignature,
      version: summary.version,
    }),
    consent: { version: '2025-01', acceptedAt: '2025-03-05T14:01:00.000Z' },
  };
}
