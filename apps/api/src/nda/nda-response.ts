import { ndaReference, type Nda as NdaResponse, type NdaSummary } from '@consult/domain';
import type { EsignConsent } from '../esign/esign-consent.entity';
import { signedAtOf } from '../signing/signature-evidence';
import type { Nda } from './nda.entity';

/** An NDA as `GET /api/ndas` lists it (no document text). */
export function toNdaSummary(nda: Nda): NdaSummary {
  return {
    id: nda.id,
    reference: ndaReference(nda.id),
    companyName: nda.companyName,
    companyAddress: nda.companyAddress,
    companyCity: nda.companyCity,
    companyState: nda.companyState,
    companyZip: nda.companyZip,
    signerName: nda.signerName,
    signerTitle: nda.signerTitle,
    agreementDate: nda.agreementDate,
    typedSignature: nda.evidence.typedSignature,
    createdAt: nda.createdAt.toISOString(),
    signature: {
      signedAt: signedAtOf(nda).toISOString(),
      ipAddress: nda.evidence.ipAddress,
      userAgent: nda.evidence.userAgent,
      documentHash: nda.evidence.documentHash,
    },
  };
}

/** One NDA with its document as signed and the disclosure accepted before signing. */
export function toNdaResponse(nda: Nda, consent: EsignConsent | null): NdaResponse {
  return {
    ...toNdaSummary(nda),
    document: nda.document,
    consent: consent
      ? { version: consent.version, acceptedAt: consent.acceptedAt.toISOString() }
      : null,
  };
}
