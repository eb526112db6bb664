import { firmDocumentMetadata } from '../pdf/pdf-metadata';
import { Injectable } from '@nestjs/common';
import { documentFooterHtml, renderDocumentHtml } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementFileName,
  agreementReference,
  type SignatureCertificate,
} from '@consult/domain';
import type { PdfFile } from '../pdf/pdf-file';
import { PdfService } from '../pdf/pdf.service';
import { agreementKeyOf, type ConsultingAgreement } from './agreement.entity';
import { AgreementsService } from './agreements.service';

/** A signed agreement version as a PDF: the document as signed, then its signature certificate. */
@Injectable()
export class AgreementPdfService {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly pdf: PdfService,
  ) {}

  /** The owner's agreement version (404 for anyone else, or once they deleted it). */
  async download(userId: number, id: number): Promise<PdfFile> {
    return this.render(await this.agreements.findOwned(userId, id));
  }

  /** Any agreement version, with its consent loaded: the console's copy, too. */
  async render(agreement: ConsultingAgreement): Promise<PdfFile> {
    const reference = agreementReference(agreementKeyOf(agreement));
    const html = renderDocumentHtml(agreement.document, {
      firmName: DEFAULT_FIRM.name,
      reference,
      // A proposal the client has not signed carries no signature: nothing to certify.
      certificate: agreement.signedAt
        ? certificateOf(agreement, agreement.signedAt, reference)
        : undefined,
    });
    const pdf = await this.pdf.render(html, {
      footerHtml: documentFooterHtml(agreement.document, reference),
      metadata: firmDocumentMetadata(
        DEFAULT_FIRM.name,
        agreement.document.title,
        `${reference}, version ${agreement.version} · ${agreement.companyName}`,
      ),
    });
    return { fileName: agreementFileName(agreement.companyName, agreement.signedDate), pdf };
  }
}

export function certificateOf(
  agreement: ConsultingAgreement,
  signedAt: Date,
  reference: string,
): SignatureCertificate {
  return {
    documentTitle: agreement.document.title,
    documentReference:
      agreement.version > 1 ? `${reference} (version ${agreement.version})` : reference,
    templateVersion: agreement.document.templateVersion,
    parties: agreement.document.parties.map((party) => party.name),
    signer: {
      name: agreement.signerName,
      title: agreement.signerTitle,
      company: agreement.companyName,
      accountEmail: agreement.accountEmail,
    },
    typedSignature: agreement.typedSignature,
    evidence: {
      signedAt: signedAt.toISOString(),
      ipAddress: agreement.ipAddress,
      userAgent: agreement.userAgent,
      documentHash: agreement.documentHash,
    },
    consent: agreement.consent
      ? {
          version: agreement.consent.version,
          acceptedAt: agreement.consent.acceptedAt.toISOString(),
          ipAddress: agreement.consent.ipAddress,
          userAgent: agreement.consent.userAgent,
        }
      : null,
    generatedAt: new Date().toISOString(),
  };
}
