import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { canonicalText } from '@consult/documents';
import { ESIGN_MESSAGES, type DocumentModel } from '@consult/domain';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import type { EsignConsent } from '../esign/esign-consent.entity';
import { EsignService } from '../esign/esign.service';
import { SealingService } from './sealing.service';
import type { SignatureEvidence } from './signature-evidence';
import type { SealedDocumentKind } from './sealed-document.entity';

/** A signature under way: the consent it rests on, and when and from where it is made. */
export interface Signing {
  consent: EsignConsent;
  /** UTC: the moment of signing, the same for the record, its evidence and its dates. */
  signedAt: Date;
  client: ClientInfo;
}

/** The columns every signed record keeps (req RULES-4): the document as signed and the evidence. */
export interface SignedColumns {
  document: DocumentModel;
  /** The canonical text exactly as signed. */
  documentText: string;
  evidence: SignatureEvidence;
  consentId: number;
}

/**
 * The one signing pipeline (docs/signed-documents.md), for the mutual NDA, each consulting
 * agreement version and a firm amendment the client signs:
 *
 * 1. `begin`: the client's acceptance of the electronic records disclosure (400 without it) and
 *    the moment of signing;
 * 2. `signedColumns`: the document's canonical text and its SHA-256, the typed signature and the
 *    evidence (UTC time, IP address, user agent, the consent record);
 * 3. `complete`: the record is written, with its version rules, in one transaction with the PDF it
 *    now owes; then the PDF is rendered, sealed with the firm's certificate and stored, and both
 *    sides are e-mailed it.
 *
 * The PDF is made in the request. When that fails (the renderer is down, or the process dies) the
 * signature stands, and the PDF is still owed in the database: SealingWorker makes it within a few
 * minutes, and a download makes it at once.
 */
@Injectable()
export class SigningService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly esign: EsignService,
    private readonly sealing: SealingService,
  ) {}

  async begin(userId: number, client: ClientInfo): Promise<Signing> {
    const consent = await this.esign.current(userId);
    if (!consent) throw new DomainError('BAD_REQUEST', ESIGN_MESSAGES.consentRequired);
    return { consent, signedAt: new Date(), client };
  }

  /**
   * Writes the signed record (`record`, in the transaction it is given) and the PDF it owes, then
   * seals and stores the PDF and queues its delivery. Answers the record once it is committed,
   * whether or not the PDF could be made at once.
   */
  async complete<T extends { id: number }>(
    kind: SealedDocumentKind,
    record: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await record(manager);
      await this.sealing.owe(manager, { kind, id: row.id }, true);
      return row;
    });
    await this.sealing.trySeal({ kind, id: saved.id });
    return saved;
  }
}

/** The document as `signing` signs it with `signature` (the typed name): the columns to store. */
export function signedColumns(
  document: DocumentModel,
  signature: string,
  signing: Signing,
): SignedColumns {
  const documentText = canonicalText(document);
  return {
    document,
    documentText,
    evidence: {
      typedSignature: signature,
      signedAt: signing.signedAt,
      ipAddress: signing.client.ipAddress,
      userAgent: signing.client.userAgent,
      documentHash: sha256Hex(documentText),
    },
    consentId: signing.consent.id,
  };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
