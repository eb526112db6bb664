import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThanOrEqual, type EntityManager } from 'typeorm';
import {
  DEFAULT_FIRM,
  ESIGN_MESSAGES,
  MESSAGES,
  VERIFY_PATH,
  appLink,
  type DocumentVerification,
  type VerifiedDocument,
} from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { PdfFile } from '../pdf/pdf-file';
import type { PdfMetadata } from '../pdf/pdf-metadata';
import { FirmSigner } from '../pdf/firm-signer';
import { sealPdf, type PdfSealer } from '../pdf/pdf-seal';
import { TimestampError } from '../pdf/timestamp-authority';
import { PdfService } from '../pdf/pdf.service';
import { verifiedAddressOf } from '../users/verified-address';
import { DOCUMENT_STORE, type DocumentStore } from './document-store';
import { SealedDocument, type SealedDocumentKind } from './sealed-document.entity';
import { signedDocumentMails, type SignedDocumentSummary } from './signed-document-mails';

/** One signed document: its kind and its id. */
export interface SealRef {
  kind: SealedDocumentKind;
  id: number;
}

/** A signed document as the firm seals it. */
export interface SealSource {
  fileName: string;
  /** The document and its signature certificate, which states when it was sealed. */
  html(sealedAt: Date, verifyUrl: string): string;
  footerHtml: string;
  metadata: PdfMetadata;
  /** What the delivery e-mails say of it. */
  summary: SignedDocumentSummary;
}

/** What each kind of signed document tells the sealing (registered by its own module). */
export interface SealableKind {
  /** The signed document, or null when there is none (unknown, or a proposal nobody signed). */
  source(id: number): Promise<SealSource | null>;
  /** What /verify says of it, or null. */
  describe(id: number): Promise<Omit<VerifiedDocument, 'issued' | 'kind'> | null>;
  /** Ids of signed documents of this kind after `afterId`, in order: what `documents:seal` walks. */
  signedIds(afterId: number, limit: number): Promise<number[]>;
}

/** What a pass over the documents owed a PDF did. */
export interface SealingReport {
  sealed: number;
  failed: number;
}

/** Documents looked at per query when walking every signed document. */
const WALK_BATCH = 100;
/** When a download may try again after the timestamp authority failed it. */
const TIMESTAMP_RETRY_AFTER_SECONDS = 30;
/** The longest failure kept on a pending row. */
const LAST_ERROR_MAX = 500;

/**
 * Sealed PDFs (docs/signed-documents.md): each signed document is rendered once, sealed with the
 * firm's certificate, stored, and from then on served as exactly those bytes.
 *
 * - `owe` records, in the signing transaction, that a document is signed and its PDF is owed (and
 *   whether to e-mail it to both sides once sealed: the client only at a verified address).
 * - `seal` renders, seals and stores it; the row's conditional update keeps one PDF per document
 *   when two seal at once, and the delivery e-mails are queued in that same transaction.
 * - `pdfOf` answers the stored bytes, sealing first the rare document still owed its PDF.
 * - `sealOwed` is what SealingWorker (documents left pending by a crash or a renderer outage) and
 *   `documents:seal` (documents signed before sealing existed) run.
 */
@Injectable()
export class SealingService {
  private readonly logger = new Logger('Sealing');
  private readonly kinds = new Map<SealedDocumentKind, SealableKind>();
  private readonly sealer: PdfSealer;
  private readonly verifyUrl: string;
  private readonly firmInbox: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly pdf: PdfService,
    private readonly outbox: MailOutbox,
    config: ConfigService,
  ) {
    const { p12, passphrase, timestampUrl } = config.get('documentSigning');
    this.sealer = {
      signer: new FirmSigner(p12, passphrase),
      timestampUrl,
      name: DEFAULT_FIRM.name,
      reason: `Issued and sealed by ${DEFAULT_FIRM.name}`,
      location: DEFAULT_FIRM.address,
      contactInfo: DEFAULT_FIRM.email,
    };
    this.verifyUrl = appLink(config.get('appUrls').marketing, VERIFY_PATH);
    this.firmInbox = config.get('mail').firmInbox;
  }

  /** Called by the module of each kind of signed document when it starts. */
  register(kind: SealedDocumentKind, sealable: SealableKind): void {
    this.kinds.set(kind, sealable);
  }

  /**
   * In the transaction that records a signature: the document's PDF is owed. `deliver`: e-mail it
   * to the client and to the firm's inbox once sealed.
   */
  async owe(manager: EntityManager, ref: SealRef, deliver: boolean): Promise<void> {
    await manager.getRepository(SealedDocument).insert({
      documentKind: ref.kind,
      documentId: ref.id,
      status: 'pending',
      deliver,
      sha256: null,
      size: null,
      fileName: null,
      storageKey: null,
      sealedAt: null,
      attempts: 0,
      lastError: null,
      createdAt: new Date(),
    });
  }

  /**
   * Seals the document now, or answers its PDF when it was sealed already: the one stored first
   * when two seal it at once. 404 when it is not a signed document.
   */
  async seal(ref: SealRef): Promise<PdfFile> {
    const source = await this.kindOf(ref.kind).source(ref.id);
    if (!source) throw new DomainError('NOT_FOUND', MESSAGES.notFound);

    const sealedAt = new Date();
    const rendered = await this.pdf.render(source.html(sealedAt, this.verifyUrl), {
      footerHtml: source.footerHtml,
    });
    const pdf = await sealPdf(rendered, source.metadata, this.sealer, sealedAt);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const storageKey = await this.store.put(sha256, pdf);
    const file: PdfFile = { fileName: source.fileName, pdf };
    const sealed = {
      status: 'sealed' as const,
      sha256,
      size: pdf.length,
      fileName: source.fileName,
      storageKey,
      sealedAt,
      lastError: null,
    };

    let stored: boolean;
    try {
      stored = await this.dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(SealedDocument);
        const row = await repository.findOneBy({ documentKind: ref.kind, documentId: ref.id });
        if (row?.status === 'sealed') return false;
        if (!row) {
          // Signed before sealing existed: recorded now, and not mailed (documents:seal).
          await repository.insert({
            documentKind: ref.kind,
            documentId: ref.id,
            deliver: false,
            attempts: 0,
            createdAt: sealedAt,
            ...sealed,
          });
          return true;
        }
        const claimed = await repository.update({ id: row.id, status: 'pending' }, sealed);
        if (!claimed.affected) return false;
        if (row.deliver) {
          // The client's copy only to an address its owner has verified (issue 17).
          const mails = signedDocumentMails(
            source.summary,
            file,
            this.verifyUrl,
            this.firmInbox,
            await verifiedAddressOf(manager, source.summary.userId),
          );
          const topic = { kind: `sealed:${ref.kind}`, id: ref.id };
          await this.outbox.add(
            manager,
            mails.map((mail) => ({ ...mail, topic })),
          );
        }
        return true;
      });
    } catch (error) {
      // Another instance inserted the row of a document signed before sealing existed first.
      if (!(await this.storedPdf(ref))) throw error;
      stored = false;
    }
    if (stored) {
      this.outbox.kick();
      this.logger.log({
        event: 'document.sealed',
        documentKind: ref.kind,
        documentId: ref.id,
        sha256,
        size: pdf.length,
      });
      return file;
    }
    const winner = await this.storedPdf(ref);
    if (!winner) throw new Error(`The sealed PDF of ${ref.kind} ${ref.id} was not stored`);
    return winner;
  }

  /**
   * Seals the document and never throws: what the signing request and SealingWorker call. A
   * failure is kept on its row (attempts, lastError) and the document stays owed its PDF.
   */
  async trySeal(ref: SealRef): Promise<boolean> {
    try {
      await this.seal(ref);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({
        event: 'document.seal_failed',
        documentKind: ref.kind,
        documentId: ref.id,
        reason,
      });
      // Kept on the row for operators; when the database itself is what failed, the log line above
      // is the record, and the document stays owed either way.
      await this.dataSource
        .getRepository(SealedDocument)
        .update(
          { documentKind: ref.kind, documentId: ref.id, status: 'pending' },
          { attempts: () => 'attempts + 1', lastError: reason.slice(0, LAST_ERROR_MAX) },
        )
        .catch(() => undefined);
      return false;
    }
  }

  /** The stored PDF of a signed document, sealed first when it has none yet. */
  async pdfOf(ref: SealRef): Promise<PdfFile> {
    const stored = await this.storedPdf(ref);
    if (stored) return stored;
    try {
      return await this.seal(ref);
    } catch (error) {
      // The timestamp authority is down: the document stays owed, and the client may try again
      // (a 503 with Retry-After, like a renderer outage), rather than a 500.
      if (!(error instanceof TimestampError)) throw error;
      this.logger.warn({ event: 'document.seal_failed', ...ref, reason: error.message });
      throw new DomainError('UNAVAILABLE', ESIGN_MESSAGES.renderFailed, {
        retryAfterSeconds: TIMESTAMP_RETRY_AFTER_SECONDS,
      });
    }
  }

  /** The stored PDF, or null when the document is not sealed yet. */
  async storedPdf(ref: SealRef): Promise<PdfFile | null> {
    const row = await this.dataSource.getRepository(SealedDocument).findOne({
      select: { id: true, fileName: true, storageKey: true },
      where: { documentKind: ref.kind, documentId: ref.id, status: 'sealed' },
    });
    if (!row?.storageKey || !row.fileName) return null;
    const pdf = await this.store.get(row.storageKey);
    if (!pdf) {
      throw new Error(`The sealed PDF of ${ref.kind} ${ref.id} is missing from the document store`);
    }
    return { fileName: row.fileName, pdf };
  }

  /**
   * Seals what is owed a PDF: documents left pending for at least `pendingForMs` (a signing request
   * seals its own at once), and with `everySigned` every signed document with no PDF at all, which
   * is what `documents:seal` does for documents signed before sealing existed. Each document is
   * committed on its own, so a pass that stops part-way resumes where it stopped.
   */
  async sealOwed(options: {
    pendingForMs: number;
    everySigned?: boolean;
    onSealed?: (ref: SealRef, ok: boolean) => void;
    /** Checked before each document: true ends the pass there (a shutdown). */
    shouldStop?: () => boolean;
  }): Promise<SealingReport> {
    const report: SealingReport = { sealed: 0, failed: 0 };
    const run = async (ref: SealRef) => {
      if (options.shouldStop?.()) return;
      const ok = await this.trySeal(ref);
      report[ok ? 'sealed' : 'failed'] += 1;
      options.onSealed?.(ref, ok);
    };

    const pending = await this.dataSource.getRepository(SealedDocument).find({
      select: { id: true, documentKind: true, documentId: true },
      where: {
        status: 'pending',
        createdAt: LessThanOrEqual(new Date(Date.now() - options.pendingForMs)),
      },
      order: { id: 'ASC' },
    });
    for (const row of pending) await run({ kind: row.documentKind, id: row.documentId });

    if (options.everySigned) {
      for (const [kind, sealable] of this.kinds) {
        for (let afterId = 0; ;) {
          const ids = await sealable.signedIds(afterId, WALK_BATCH);
          if (ids.length === 0) break;
          afterId = ids[ids.length - 1];
          const recorded = await this.dataSource.getRepository(SealedDocument).find({
            select: { id: true, documentId: true },
            where: { documentKind: kind, documentId: In(ids) },
          });
          const known = new Set(recorded.map((row) => row.documentId));
          for (const id of ids) if (!known.has(id)) await run({ kind, id });
        }
      }
    }
    return report;
  }

  /** `GET /api/verify/{sha256}`: the document the firm sealed with these bytes, if any. */
  async verify(sha256: string): Promise<DocumentVerification> {
    const row = await this.dataSource.getRepository(SealedDocument).findOne({
      select: { id: true, documentKind: true, documentId: true },
      where: { sha256, status: 'sealed' },
    });
    const described = row && (await this.kindOf(row.documentKind).describe(row.documentId));
    if (!row || !described) return { issued: false };
    return { issued: true, kind: row.documentKind, ...described };
  }

  private kindOf(kind: SealedDocumentKind): SealableKind {
    const sealable = this.kinds.get(kind);
    if (!sealable) throw new Error(`No module registered the sealing of ${kind} documents`);
    return sealable;
  }
}
