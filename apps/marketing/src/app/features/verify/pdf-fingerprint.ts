const PDF_HEADER = '%PDF-';

/**
 * Whether a file is a PDF: its type says so, or its bytes start as every PDF does (some systems
 * give a file no type at all).
 */
export function isPdf(file: File, bytes: ArrayBuffer): boolean {
  if (file.type === 'application/pdf') return true;
  const start = new Uint8Array(bytes, 0, Math.min(PDF_HEADER.length, bytes.byteLength));
  return String.fromCharCode(...start) === PDF_HEADER;
}

/** The SHA-256 of the bytes in lower-case hex: the fingerprint the firm recorded when it sealed the PDF. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
