import type { DocumentModel, SignatureCertificate } from '@consult/domain';
import type { EsignConsent } from '../esign/esign-consent.entity';
import type { SignatureEvidence } from './signature-evidence';

/** What a signed record (an NDA, an agreement version) gives its certificate page. */
export interface CertifiedRecord {
  document: DocumentModel;
  signerName: string;
  signerTitle: string;
  companyName: string;
  accountEmail: string;
  evidence: SignatureEvidence;
  /** The disclosure acceptance the signature rests on, when loaded. */
  consent?: EsignConsent | null;
}

/**
 * The signature certificate, the PDF's last page (req RULES-4): the document, the signer and
 * their evidence, the disclosure they accepted, when the firm sealed the PDF and where a copy can
 * be checked.
 */
export function signatureCertificate(
  record: CertifiedRecord,
  sealing: { reference: string; signedAt: Date; sealedAt: Date; verifyUrl: string },
): SignatureCertificate {
  const { document, evidence, consent } = record;
  return {
    documentTitle: document.title,
    documentReference: sealing.reference,
    templateVersion: document.templateVersion,
    parties: document.parties.map((party) => party.name),
    signer: {
      name: record.signerName,
      title: record.signerTitle,
      company: record.companyName,
      accountEmail: record.accountEmail,
    },
    typedSignature: evidence.typedSignature,
    evidence: {
      signedAt: sealing.signedAt.toISOString(),
      ipAddress: evidence.ipAddress,
      userAgent: evidence.userAgent,
      documentHash: evidence.documentHash,
    },
    consent: consent
      ? {
          version: consent.version,
          acceptedAt: consent.acceptedAt.toISOString(),
          ipAddress: consent.ipAddress,
          userAgent: consent.userAgent,
        }
      : null,
    sealedAt: sealing.sealedAt.toISOString(),
    verifyUrl: sealing.verifyUrl,
  };
}
