import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { applyMetadata, type PdfMetadata } from './pdf-metadata';

/** The signature's format: a detached CMS (PKCS #7) signature over the file's byte ranges. */
const SUB_FILTER = 'adbe.pkcs7.detached';

/** Who seals, and what a reader's signature panel shows of it. */
export interface PdfSealer {
  /** The firm's certificate and key (PKCS#12) and the passphrase that opens it. */
  p12: Buffer;
  passphrase: string;
  /** The signer's name in the signature dictionary (the firm). */
  name: string;
  /** Why it was signed ("Issued and sealed by …"). */
  reason: string;
  location: string;
  contactInfo: string;
}

/**
 * Seals a rendered PDF with the firm's digital signature (PAdES baseline, `adbe.pkcs7.detached`,
 * SHA-256): its document information is written (`metadata`), a signature field is added with
 * pdf-lib (@signpdf/placeholder-pdf-lib), and @signpdf/signpdf signs every byte but the signature
 * itself with the P12 signer. Any later change to the file breaks the signature in every reader.
 * `signedAt` is the signing time in the signature and in its CMS attributes.
 */
export async function sealPdf(
  pdf: Uint8Array,
  metadata: PdfMetadata,
  sealer: PdfSealer,
  signedAt: Date,
): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  applyMetadata(document, metadata);
  document.setCreationDate(signedAt);
  document.setModificationDate(signedAt);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: sealer.reason,
    contactInfo: sealer.contactInfo,
    name: sealer.name,
    location: sealer.location,
    signingTime: signedAt,
    subFilter: SUB_FILTER,
    appName: metadata.creator,
  });
  const prepared = await document.save({ updateFieldAppearances: false });
  const signer = new P12Signer(sealer.p12, { passphrase: sealer.passphrase });
  return signpdf.sign(Buffer.from(prepared), signer, signedAt);
}
