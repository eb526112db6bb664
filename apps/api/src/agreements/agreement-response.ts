import {
  agreementReference,
  type Agreement as AgreementResponse,
  type AgreementSummary,
} from '@consult/domain';
import type { EsignConsent } from '../esign/esign-consent.entity';
import type { ConsultingAgreement } from './agreement.entity';

/** An agreement version as `GET /api/consulting-agreements` lists it (no document text). */
export function toAgreementSummary(agreement: ConsultingAgreement): AgreementSummary {
  return {
    id: agreement.id,
    reference: agreementReference(agreement.id),
    version: agreement.version,
    previousVersionId: agreement.previousVersionId,
    supersededById: agreement.supersededById,
    status: agreement.status,
    amendedByFirm: agreement.amendedByFirm,
    companyName: agreement.companyName,
    companyStreet: agreement.companyStreet,
    companyCity: agreement.companyCity,
    companyState: agreement.companyState,
    companyZip: agreement.companyZip,
    companyPhone: agreement.companyPhone,
    signerName: agreement.signerName,
    signerTitle: agreement.signerTitle,
    signedDate: agreement.signedDate,
    typedSignature: agreement.typedSignature,
    services: agreement.services,
    totals: agreement.totals,
    createdAt: agreement.createdAt.toISOString(),
    signature: {
      signedAt: agreement.signedAt.toISOString(),
      ipAddress: agreement.ipAddress,
      userAgent: agreement.userAgent,
      documentHash: agreement.documentHash,
    },
  };
}

/** One agreement version with its document as signed and the disclosure accepted before signing. */
export function toAgreementResponse(
  agreement: ConsultingAgreement,
  consent: EsignConsent | null,
): AgreementResponse {
  return {
    ...toAgreementSummary(agreement),
    document: agreement.document,
    consent: consent
      ? { version: consent.version, acceptedAt: consent.acceptedAt.toISOString() }
      : null,
  };
}
