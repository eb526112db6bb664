import { DEFAULT_FIRM } from '@consult/domain';
import type { MutualNdaInput } from '../nda/mutual-nda';

/** The NDA of the specs: Lindqvist Logistics, signed by Ada Lindqvist on March 5, 2025. */
export function ndaInput(overrides: Partial<MutualNdaInput> = {}): MutualNdaInput {
  return {
    firm: DEFAULT_FIRM,
    client: {
      companyName: 'Lindqvist Logistics Inc.',
      companyAddress: '48 Wharf Road',
      companyCity: 'Portland',
      companyState: 'ME',
      companyZip: '04101',
    },
    signer: { name: 'Ada Lindqvist', title: 'Chief Operating Officer' },
    agreementDate: '2025-03-05',
    signature: 'Ada Lindqvist',
    ...overrides,
  };
}
