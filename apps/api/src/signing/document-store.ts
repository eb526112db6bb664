/**
 * Where sealed PDFs are kept: one small interface, so that the signing code never learns whether
 * the bytes live in the database (DatabaseDocumentStore, the default) or, later, in an
 * S3-compatible object store. Keys are the PDF's SHA-256, so a key never names two contents.
 */
export interface DocumentStore {
  /** Stores `content` under `key` and answers the key the bytes can be read back by. Storing the same key again changes nothing. */
  put(key: string, content: Buffer): Promise<string>;
  /** The bytes stored under `key`, or null. */
  get(key: string): Promise<Buffer | null>;
}

/** Nest's injection token for the DocumentStore in use. */
export const DOCUMENT_STORE = Symbol('DocumentStore');
