import { firmDocumentMetadata } from '../pdf/pdf-metadata';
import { Injectable } from '@nestjs/common';
import { documentFooterHtml, renderDocumentHtml } from '@consult/documents';
import {
  DEFAULT_FIRM,
  ndaFileName,
  ndaReference,
  type SignatureCertificate,
} from '@consult/domain';
import type { PdfFile } from '../pdf/pdf-file';
import { PdfService } from '../pdf/pdf.service';
import type { Nda } from './nda.entity';
import { NdaService } from './nda.service';

/** A signed NDA as a PDF: the document as signed, then its signature certificate. */
@Injectable()
export class NdaPdfService {
  constructor(
    private readonly ndas: NdaService,
    private readonly pdf: PdfService,
  ) {}

  /** The owner's NDA (404 for anyone else, or once they deleted it). */
  async download(userId: number, id: number): Promise<PdfFile> {
    return this.render(await this.ndas.findOwned(userId, id));
  }

  /** Any NDA, with its consent loaded: the console's copy, too. */
  async render(nda: Nda): Promise<PdfFile> {
    const reference = ndaReference(nda.id);
    const html = renderDocumentHtml(nda.document, {
      firmName: DEFAULT_FIRM.name,
      reference,
      certificate: certificateOf(nda, reference),
    });
    const pdf = await this.pdf.render(html, {
      footerHtml: documentFooterHtml(nda.document, reference),
      metadata: firmDocumentMetadata(
        DEFAULT_FIRM.name,
        nda.document.title,
        `${reference} · ${nda.companyName}`,
      ),
    });
    return { fileName: ndaFileName(nda.companyName, nda.agreementDate), pdf };
  }
}

export function certificateOf(nda: Nda, reference: string): SignatureCertificate {
  return {
    documentTitle: nda.document.title,
    documentReference: reference,
    templateVersion: nda.document.templateVersion,
    parties: nda.document.parties.map((party) => party.name),
    signer: {
      name: nda.signerName,
      title: nda.signerTitle,
      company: nda.companyName,
      accountEmail: nda.accountEmail,
    },
    typedSignature: nda.typedSignature,
    evidence: {
      signedAt: nda.signedAt.toISOString(),
      ipAddress: nda.ipAddress,
      userAgent: nda.userAgent,
      documentHash: nda.documentHash,
    },
    consent: nda.consent
      ? {
          version: nda.consent.version,
          acceptedAt: nda.consent.acceptedAt.toISOString(),
          ipAddress: nda.consent.ipAddress,
          userAgent: nda.consent.userAgent,
        }
      : null,
    generatedAt: new Date().toISOString(),
  };
}
