import { PDFDocument } from 'pdf-lib';

/** What a PDF says about itself in its document information (a reader's Properties). */
export interface PdfMetadata {
  /** The document's title ("Mutual Non-Disclosure Agreement"). */
  title: string;
  /** Who issued it: the firm. */
  author: string;
  /** Its reference and what it is about ("NDA-000042 · Lindqvist Logistics"). */
  subject: string;
  /** The application that made it, in place of the browser that drew it. */
  creator: string;
}

/**
 * Writes the document information of a rendered PDF (issue 16: the PDF names the document, its
 * reference and the firm; it does not name the browser that drew it). Chromium writes its own
 * user agent as Creator and "Skia/PDF" as Producer; both are replaced. pdf-lib rewrites the file
 * whole; the pages, fonts, links and outline Chromium wrote are kept as they are.
 */
export async function withMetadata(pdf: Uint8Array, metadata: PdfMetadata): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  applyMetadata(document, metadata);
  return Buffer.from(await document.save({ updateFieldAppearances: false }));
}

/** Writes `metadata` into a loaded document's information dictionary. */
export function applyMetadata(document: PDFDocument, metadata: PdfMetadata): void {
  document.setTitle(metadata.title, { showInWindowTitleBar: true });
  document.setAuthor(metadata.author);
  document.setSubject(metadata.subject);
  document.setCreator(metadata.creator);
  document.setProducer(metadata.creator);
}

/** The firm's metadata for one of its documents: its title and what the subject says of it. */
export function firmDocumentMetadata(
  firmName: string,
  title: string,
  subject: string,
): PdfMetadata {
  return { title, author: firmName, subject, creator: `${firmName} client portal` };
}
