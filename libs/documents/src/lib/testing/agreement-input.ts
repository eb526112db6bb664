import { DEFAULT_FIRM } from '@consult/domain';
import { allPaymentTypes } from '@consult/testing/browser';
import type { ConsultingAgreementInput } from '../agreement/consulting-agreement';

/**
 * An agreement with all four payment types: Lindqvist Logistics, signed by Ada Lindqvist on March 5,
 * 2025. Figures: hourly $500 × 10 h × 1 = $5,000; monthly $5,000 × 6 × 2 = $60,000; project
 * $15,000 × 1 = $15,000; success $2,500 + $10,000 × 2 = $22,500; grand total $102,500.
 */
export function agreementInput(
  overrides: Partial<ConsultingAgreementInput> = {},
): ConsultingAgreementInput {
  return {
    firm: DEFAULT_FIRM,
    client: {
      companyName: 'Lindqvist Logistics Inc.',
      companyStreet: '48 Wharf Road',
      companyCity: 'Portland',
      companyState: 'ME',
      companyZip: '04101',
      companyPhone: '+1 207 555 0142',
    },
    signer: { name: 'Ada Lindqvist', title: 'Chief Operating Officer' },
    agreementDate: '2025-03-05',
    services: allPaymentTypes(),
    signature: 'Ada Lindqvist',
    ...overrides,
  };
}
