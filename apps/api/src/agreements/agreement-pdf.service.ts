import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Not, IsNull, type Repository } from 'typeorm';
import { documentFooterHtml, renderDocumentHtml } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementFileName,
  agreementReference,
  utcIsoDate,
  type VerifiedDocumentStatus,
} from '@consult/domain';
import type { PdfFile } from '../pdf/pdf-file';
import { firmDocumentMetadata } from '../pdf/pdf-metadata';
import { PdfService } from '../pdf/pdf.service';
import { SealingService, type SealSource } from '../signing/sealing.service';
import { signatureCertificate } from '../signing/signature-certificate';
import { agreementKeyOf } from './agreement-chain';
import { ConsultingAgreement } from './agreement.entity';
import { AgreementsService } from './agreements.service';

/**
 * An agreement version as a PDF. A version the client signed is the document as signed, then its
 * signature certificate, sealed once when it was signed (SealingService) and served as exactly
 * those bytes ever after. A firm proposal nobody signed is a draft: drawn on each download, with
 * no certificate and no seal.
 */
@Injectable()
export class AgreementPdfService implements OnModuleInit {
  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    private readonly agreementService: AgreementsService,
    private readonly sealing: SealingService,
    private readonly pdf: PdfService,
  ) {}

  onModuleInit(): void {
    this.sealing.register('agreement', {
      source: async (id) => {
        const agreement = await this.agreements.findOne({
          where: { id, evidence: { signedAt: Not(IsNull()) } },
          relations: { consent: true },
        });
        const signedAt = agreement?.evidence.signedAt;
        return agreement && signedAt ? sealSourceOf(agreement, signedAt) : null;
      },
      describe: async (id) => {
        const agreement = await this.agreements.findOneBy({
          id,
          evidence: { signedAt: Not(IsNull()) },
        });
        const signedAt = agreement?.evidence.signedAt;
        if (!agreement || !signedAt) return null;
        return {
          title: agreement.document.title,
          reference: agreementReference(agreementKeyOf(agreement)),
          version: agreement.version,
          status: verifiedStatusOf(agreement),
          signedOn: utcIsoDate(signedAt),
          signer: { name: agreement.signerName, company: agreement.companyName },
        };
      },
      signedIds: async (afterId, limit) =>
        (
          await this.agreements.find({
            select: ['id'],
            where: { id: MoreThan(afterId), evidence: { signedAt: Not(IsNull()) } },
            order: { id: 'ASC' },
            take: limit,
          })
        ).map((agreement) => agreement.id),
    });
  }

  /** The owner's agreement version (404 for anyone else, or once they deleted it). */
  async download(userId: number, id: number): Promise<PdfFile> {
    return this.fileOf(await this.agreementService.findOwned(userId, id), userId);
  }

  /**
   * Any version's PDF, the console's copy too: sealed once signed, else a draft drawn for
   * `requester` (fair rendering).
   */
  async fileOf(agreement: ConsultingAgreement, requester: number): Promise<PdfFile> {
    if (agreement.evidence.signedAt)
      return this.sealing.pdfOf({ kind: 'agreement', id: agreement.id });
    const reference = agreementReference(agreementKeyOf(agreement));
    const pdf = await this.pdf.render(
      renderDocumentHtml(agreement.document, {
        firmName: DEFAULT_FIRM.name,
        reference,
      }),
      {
        requester,
        footerHtml: documentFooterHtml(agreement.document, reference),
        metadata: metadataOf(agreement, reference, 'draft'),
      },
    );
    return { fileName: agreementFileName(agreement.companyName, agreement.signedDate), pdf };
  }
}

/**
 * What /verify says of a signed version: superseded once a newer signed version replaced it, else
 * withdrawn once the client deleted the agreement (which ends it: docs/contracts-and-money.md).
 */
function verifiedStatusOf(agreement: ConsultingAgreement): VerifiedDocumentStatus {
  if (agreement.status === 'superseded') return 'superseded';
  return agreement.deletedAt ? 'withdrawn' : 'current';
}

function metadataOf(agreement: ConsultingAgreement, reference: string, state?: 'draft') {
  return firmDocumentMetadata(
    DEFAULT_FIRM.name,
    agreement.document.title,
    `${reference}, version ${agreement.version}${state ? ` (${state})` : ''} · ${agreement.companyName}`,
  );
}

/** How a version is named on its certificate and in e-mails: "CA-000007 (version 2)". */
export function versionReference(agreement: ConsultingAgreement): string {
  const reference = agreementReference(agreementKeyOf(agreement));
  return agreement.version > 1 ? `${reference} (version ${agreement.version})` : reference;
}

/** A signed agreement version as the firm seals it (its consent loaded). */
export function sealSourceOf(agreement: ConsultingAgreement, signedAt: Date): SealSource {
  const reference = agreementReference(agreementKeyOf(agreement));
  return {
    fileName: agreementFileName(agreement.companyName, agreement.signedDate),
    html: (sealedAt, verifyUrl) =>
      renderDocumentHtml(agreement.document, {
        firmName: DEFAULT_FIRM.name,
        reference,
        certificate: signatureCertificate(agreement, {
          reference: versionReference(agreement),
          signedAt,
          sealedAt,
          verifyUrl,
        }),
      }),
    footerHtml: documentFooterHtml(agreement.document, reference),
    metadata: metadataOf(agreement, reference),
    summary: {
      title: agreement.document.title,
      reference: versionReference(agreement),
      companyName: agreement.companyName,
      signerName: agreement.signerName,
      userId: agreement.userId,
      accountEmail: agreement.accountEmail,
      signedOn: utcIsoDate(signedAt),
    },
  };
}
