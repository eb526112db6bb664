import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf, { type Signer } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { applyMetadata, type PdfMetadata } from './pdf-metadata';
import { TimestampAuthority } from './timestamp-authority';
import { TimestampingSigner } from './timestamping-signer';

/** The signature's format: a detached CMS (PKCS #7) signature over the file's byte ranges. */
const SUB_FILTER = 'adbe.pkcs7.detached';
/**
 * Room for the signature in the file, in hexadecimal digits (two per byte of CMS): @signpdf's
 * default without a timestamp. A signature that outgrows it fails the seal ("Signature exceeds
 * placeholder length"); it is never cut short.
 */
export const SIGNATURE_PLACEHOLDER_LENGTH = 8192;
/**
 * With a timestamp, the token comes on top (the authority's signature and certificate, sometimes
 * its chain): room for 16 KiB of CMS, the unused part left as zeros.
 */
export const TIMESTAMPED_SIGNATURE_PLACEHOLDER_LENGTH = 32768;
/** How long the timestamp authority may take to answer before the seal fails (and is retried). */
export const TIMESTAMP_DEADLINE_MS = 5000;

/** Who seals, and what a reader's signature panel shows of it. */
export interface PdfSealer {
  /** The firm's certificate and key, opened once (FirmSigner). */
  signer: Signer;
  /** The signer's name in the signature dictionary (the firm). */
  name: string;
  /** Why it was signed ("Issued and sealed by …"). */
  reason: string;
  location: string;
  contactInfo: string;
  /** DOCUMENT_TIMESTAMP_URL: the RFC 3161 authority whose token every seal carries, or null. */
  timestampUrl: string | null;
}

/**
 * Seals a rendered PDF with the firm's digital signature (PAdES baseline, `adbe.pkcs7.detached`,
 * SHA-256): its document information is written (`metadata`), a signature field is added with
 * pdf-lib (@signpdf/placeholder-pdf-lib), and @signpdf/signpdf signs every byte but the signature
 * itself with the firm's signer. Any later change to the file breaks the signature in every reader.
 * `signedAt` is the signing time in the signature and in its CMS attributes. With a timestamp
 * authority, the signature also carries its RFC 3161 token (TimestampingSigner), or the seal fails.
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
    signatureLength: sealer.timestampUrl
      ? TIMESTAMPED_SIGNATURE_PLACEHOLDER_LENGTH
      : SIGNATURE_PLACEHOLDER_LENGTH,
  });
  const prepared = await document.save({ updateFieldAppearances: false });
  const signer = sealer.timestampUrl
    ? new TimestampingSigner(
        sealer.signer,
        new TimestampAuthority(sealer.timestampUrl, TIMESTAMP_DEADLINE_MS),
      )
    : sealer.signer;
  return signpdf.sign(Buffer.from(prepared), signer, signedAt);
}
