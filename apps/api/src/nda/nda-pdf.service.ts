import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { documentFooterHtml, renderDocumentHtml } from '@consult/documents';
import { DEFAULT_FIRM, ndaFileName, ndaReference, utcIsoDate } from '@consult/domain';
import type { PdfFile } from '../pdf/pdf-file';
import { firmDocumentMetadata } from '../pdf/pdf-metadata';
import { SealingService, type SealSource } from '../signing/sealing.service';
import { signatureCertificate } from '../signing/signature-certificate';
import { signedAtOf } from '../signing/signature-evidence';
import { Nda } from './nda.entity';
import { NdaService } from './nda.service';

/**
 * A signed NDA as a PDF: the document as signed, then its signature certificate, sealed once when
 * it was signed (SealingService) and served as exactly those bytes ever after.
 */
@Injectable()
export class NdaPdfService implements OnModuleInit {
  constructor(
    @InjectRepository(Nda) private readonly ndas: Repository<Nda>,
    private readonly ndaService: NdaService,
    private readonly sealing: SealingService,
  ) {}

  onModuleInit(): void {
    this.sealing.register('nda', {
      source: async (id) => {
        const nda = await this.ndas.findOne({ where: { id }, relations: { consent: true } });
        return nda && sealSourceOf(nda);
      },
      describe: async (id) => {
        const nda = await this.ndas.findOneBy({ id });
        return (
          nda && {
            title: nda.document.title,
            reference: ndaReference(nda.id),
            version: 1,
            status: nda.deletedAt ? 'withdrawn' : 'current',
            signedOn: utcIsoDate(signedAtOf(nda)),
            signer: { name: nda.signerName, company: nda.companyName },
          }
        );
      },
      signedIds: async (afterId, limit) =>
        (
          await this.ndas.find({
            select: ['id'],
            where: { id: MoreThan(afterId) },
            order: { id: 'ASC' },
            take: limit,
          })
        ).map((nda) => nda.id),
    });
  }

  /** The owner's NDA (404 for anyone else, or once they deleted it). */
  async download(userId: number, id: number): Promise<PdfFile> {
    await this.ndaService.assertOwned(userId, id);
    return this.sealed({ id });
  }

  /** Any NDA's sealed PDF: the console's copy, too. */
  sealed(nda: Pick<Nda, 'id'>): Promise<PdfFile> {
    return this.sealing.pdfOf({ kind: 'nda', id: nda.id });
  }
}

/** A signed NDA as the firm seals it (its consent loaded). */
export function sealSourceOf(nda: Nda): SealSource {
  const reference = ndaReference(nda.id);
  return {
    fileName: ndaFileName(nda.companyName, nda.agreementDate),
    html: (sealedAt, verifyUrl) =>
      renderDocumentHtml(nda.document, {
        firmName: DEFAULT_FIRM.name,
        reference,
        certificate: signatureCertificate(nda, {
          reference,
          signedAt: signedAtOf(nda),
          sealedAt,
          verifyUrl,
        }),
      }),
    footerHtml: documentFooterHtml(nda.document, reference),
    metadata: firmDocumentMetadata(
      DEFAULT_FIRM.name,
      nda.document.title,
      `${reference} · ${nda.companyName}`,
    ),
    summary: {
      title: nda.document.title,
      reference,
      companyName: nda.companyName,
      signerName: nda.signerName,
      userId: nda.userId,
      accountEmail: nda.accountEmail,
      signedOn: utcIsoDate(signedAtOf(nda)),
    },
  };
}
