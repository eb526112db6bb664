import {
  agreementReference,
  type Agreement as AgreementResponse,
  type AgreementSummary,
  type AgreementVersionEntry,
} from '@consult/domain';
import type { EsignConsent } from '../esign/esign-consent.entity';
import { evidenceResponse } from '../signing/signature-evidence';
import { agreementKeyOf } from './agreement-chain';
import type { ConsultingAgreement } from './agreement.entity';

/**
 * An agreement version as `GET /api/consulting-agreements` lists it (no document text). A version
 * the client has not signed (a firm proposal) has no `signature`: nothing may say it was signed.
 */
export function toAgreementSummary(
  agreement: ConsultingAgreement,
  pendingProposal: ConsultingAgreement | null = null,
): AgreementSummary {
  return {
    id: agreement.id,
    // One number for the agreement, whatever its version: its first version's (the version is
    // said beside it), so the portal, the console, the invoice and the e-mails agree.
    reference: agreementReference(agreementKeyOf(agreement)),
    version: agreement.version,
    previousVersionId: agreement.previousVersionId,
    supersededById: agreement.supersededById,
    status: agreement.status,
    amendedByFirm: agreement.amendedByFirm,
    agreementKey: agreementKeyOf(agreement),
    proposedAt: agreement.proposedAt?.toISOString() ?? null,
    resolvedAt: agreement.resolvedAt?.toISOString() ?? null,
    declineNote: agreement.declineNote ?? null,
    pendingAmendment:
      pendingProposal && pendingProposal.proposedAt
        ? {
            id: pendingProposal.id,
            version: pendingProposal.version,
            proposedAt: pendingProposal.proposedAt.toISOString(),
            grandTotalCents: pendingProposal.grandTotalCents,
          }
        : null,
    companyName: agreement.companyName,
    companyStreet: agreement.companyStreet,
    companyCity: agreement.companyCity,
    companyState: agreement.companyState,
    companyZip: agreement.companyZip,
    companyPhone: agreement.companyPhone,
    signerName: agreement.signerName,
    signerTitle: agreement.signerTitle,
    signedDate: agreement.signedDate,
    typedSignature: agreement.evidence.typedSignature,
    services: agreement.services,
    totals: agreement.totals,
    createdAt: agreement.createdAt.toISOString(),
    signature: evidenceResponse(agreement.evidence),
  };
}

/** One agreement version with its document, its version history and the disclosure accepted before signing. */
export function toAgreementResponse(
  agreement: ConsultingAgreement,
  consent: EsignConsent | null,
  history: AgreementVersionEntry[],
  pendingProposal: ConsultingAgreement | null = null,
): AgreementResponse {
  return {
    ...toAgreementSummary(agreement, pendingProposal),
    document: agreement.document,
    history,
    consent: consent
      ? { version: consent.version, acceptedAt: consent.acceptedAt.toISOString() }
      : null,
  };
}

/** A version as its agreement's version history lists it. */
export function toVersionEntry(row: ConsultingAgreement): AgreementVersionEntry {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    amendedByFirm: row.amendedByFirm,
    clientSignedAt: row.evidence.signedAt?.toISOString() ?? null,
    proposedAt: row.proposedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    grandTotalCents: row.grandTotalCents,
  };
}
