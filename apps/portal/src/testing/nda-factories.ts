import type { Nda, NdaSummary } from '@consult/domain';
import { ndaWithDocument } from '@consult/ui/testing';

/** A signed NDA as `GET /api/ndas` lists it: Lindqvist Logistics, March 5, 2025. */
export function buildNdaSummary(overrides: Partial<NdaSummary> = {}): NdaSummary {
  return {
    id: 4,
    reference: 'NDA-000004',
    companyName: 'Lindqvist Logistics',
    companyAddress: '48 Wharf Road',
    companyCity: 'Portland',
    companyState: 'ME',
    companyZip: '04101',
    signerName: 'Ada Lindqvist',
    signerTitle: 'Chief Operating Officer',
    agreementDate: '2025-03-05',
    typedSignature: 'Ada Lindqvist',
    createdAt: '2025-03-05T14:03:22.123Z',
    signature: {
      signedAt: '2025-03-05T14:03:22.123Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      documentHash: '6e15a265caef2adfc239089b101a530eb65209d60d01993b21aeb68a99a96403',
    },
    ...overrides,
  };
}

/** One signed NDA with its document, as `GET /api/nda/{id}` answers it. */
export function buildNda(overrides: Partial<NdaSummary> = {}): Nda {
  return ndaWithDocument(buildNdaSummary(overrides), {
    version: '2025-01',
    acceptedAt: '2025-03-05T14:01:00.000Z',
  });
}
