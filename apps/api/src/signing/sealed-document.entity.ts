import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The signed documents the firm seals: a mutual NDA, or one version of a consulting agreement. */
export type SealedDocumentKind = 'nda' | 'agreement';

/**
 * `pending`: signed, its PDF not stored yet (the signing request renders it at once; a crash or a
 * renderer outage leaves it for SealingWorker). `sealed`: the PDF is stored and never changes.
 */
export type SealStatus = 'pending' | 'sealed';

/**
 * The sealed PDF of one signed document (docs/signed-documents.md): rendered once, when it was
 * signed, digitally signed with the firm's certificate, and kept in the DocumentStore under its
 * SHA-256. Every download, print, share and e-mail sends exactly these bytes, and
 * `GET /api/verify/{sha256}` finds the document by them.
 */
@Entity({ name: 'sealed_documents' })
@Index('IDX_sealed_documents_document', ['documentKind', 'documentId'], { unique: true })
@Index('IDX_sealed_documents_sha256', ['sha256'], { unique: true })
@Index('IDX_sealed_documents_status', ['status'])
export class SealedDocument {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  documentKind!: SealedDocumentKind;

  /** The NDA's or the agreement version's id. */
  @Column({ type: 'int' })
  documentId!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: SealStatus;

  /**
   * E-mail the sealed PDF to the client and to the firm's inbox once it is stored: set when a client
   * signs; a document sealed later for the records (`documents:seal`) is not mailed.
   */
  @Column({ type: 'boolean' })
  deliver!: boolean;

  /** SHA-256 of the stored PDF, 64 lower-case hex characters; null while pending. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256!: string | null;

  /** The stored PDF's size in bytes. */
  @Column({ type: 'int', nullable: true })
  size!: number | null;

  /** The name it is downloaded and attached under. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName!: string | null;

  /** Where the DocumentStore keeps the bytes. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  storageKey!: string | null;

  /** UTC: when the firm sealed the PDF (the time its certificate page and signature give). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  sealedAt!: Date | null;

  /** Failed attempts at sealing a pending document, and the last failure (no secrets). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
