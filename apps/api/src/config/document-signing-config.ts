import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_FIRM } from '@consult/domain';
import { resolvePath, type EnvReader } from './env-reader';
import { createSelfSignedCertificate, signingCertificateProblem } from './signing-certificate';

/**
 * The firm's document-signing certificate (docs/signed-documents.md): every signed NDA and
 * agreement is sealed with it.
 */
export interface DocumentSigningConfig {
  /** DOCUMENT_SIGNING_P12: the PKCS#12 file (certificate and private key), as bytes. */
  p12: Buffer;
  /** DOCUMENT_SIGNING_P12_PASSPHRASE. */
  passphrase: string;
  /**
   * DOCUMENT_TIMESTAMP_URL: the RFC 3161 timestamp authority whose token every seal carries (a seal
   * fails, and is retried, when it cannot have one), or null for seals without a trusted time.
   */
  timestampUrl: string | null;
}

/** A PKCS#12 file and its passphrase. */
export interface SigningCertificateFile {
  p12: Buffer;
  passphrase: string;
}

/**
 * DOCUMENT_SIGNING_P12 with its passphrase (required in production; the file is null when unset)
 * and DOCUMENT_TIMESTAMP_URL.
 */
export function readDocumentSigning(
  read: EnvReader,
  cwd: string,
  isProduction: boolean,
): { file: SigningCertificateFile | null; timestampUrl: string | null } {
  const signingP12 = read.optional('DOCUMENT_SIGNING_P12');
  const signingPassphrase = read.optional('DOCUMENT_SIGNING_P12_PASSPHRASE');
  const file =
    signingP12 === undefined ? null : readP12(read, cwd, signingP12, signingPassphrase ?? '');
  if (signingP12 === undefined && isProduction) {
    read.problem(
      "DOCUMENT_SIGNING_P12 is required in production: the firm's signing certificate and key as a PKCS#12 file (a path, or its bytes in base64), with DOCUMENT_SIGNING_P12_PASSPHRASE (docs/signed-documents.md)",
    );
  }
  if (signingP12 !== undefined && signingPassphrase === undefined) {
    read.problem('DOCUMENT_SIGNING_P12_PASSPHRASE is required with DOCUMENT_SIGNING_P12');
  }
  return { file, timestampUrl: parseTimestampUrl(read) };
}

let processCertificate: SigningCertificateFile | null = null;

/** A self-signed certificate for this process only (tests and one-off tools). */
export function processOnlyCertificate(): SigningCertificateFile {
  processCertificate ??= createSelfSignedCertificate(DEFAULT_FIRM.name);
  return processCertificate;
}

/**
 * DOCUMENT_TIMESTAMP_URL, an http(s) URL. The value is not echoed in the problem: a timestamp
 * authority's URL may carry its credentials.
 */
function parseTimestampUrl(read: EnvReader): string | null {
  const value = read.optional('DOCUMENT_TIMESTAMP_URL');
  if (value === undefined) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    read.problem(
      'DOCUMENT_TIMESTAMP_URL must be the http(s) URL of an RFC 3161 timestamp authority (it is not a URL)',
    );
    return null;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    read.problem(
      `DOCUMENT_TIMESTAMP_URL must be the http(s) URL of an RFC 3161 timestamp authority (its scheme is "${protocol}")`,
    );
    return null;
  }
  return value;
}

/**
 * DOCUMENT_SIGNING_P12 as bytes: the path of a file (relative to the working directory), or the
 * file itself in base64. The file must open with the passphrase and hold a certificate and its
 * key; neither the passphrase nor the key ever appears in a message.
 */
function readP12(
  read: EnvReader,
  cwd: string,
  value: string,
  passphrase: string,
): SigningCertificateFile | null {
  const path = resolvePath(cwd, value);
  let p12: Buffer | null = null;
  if (existsSync(path)) {
    p12 = readFileSync(path);
  } else if (/^[A-Za-z0-9+/\s]+=*$/.test(value) && value.length > 100) {
    p12 = Buffer.from(value, 'base64');
  } else {
    read.problem(
      'DOCUMENT_SIGNING_P12 must be the path of a PKCS#12 file, or the file in base64 (no file was found at that path)',
    );
    return null;
  }
  const problem = signingCertificateProblem(p12, passphrase);
  if (problem) {
    read.problem(`DOCUMENT_SIGNING_P12: ${problem}`);
    return null;
  }
  return { p12, passphrase };
}
