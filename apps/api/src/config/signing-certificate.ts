import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { SigningCertificateFile } from './app-config';

/** How long a development certificate is valid. */
const DEV_CERTIFICATE_YEARS = 10;

/**
 * A self-signed certificate and its key, as a PKCS#12 file under a random passphrase: the
 * development and test stand-in for the firm's certificate. A PDF reader shows the signature as
 * made by `commonName`, from an issuer it does not know. The key pair comes from Node's crypto;
 * node-forge writes the certificate and the PKCS#12 container, its key derived from the passphrase
 * in `keyDerivationRounds` rounds (forge's default; the integration suites' throwaway file takes
 * one, as opening it again in every suite file cost 0.4 s of CPU each time).
 */
export function createSelfSignedCertificate(
  commonName: string,
  { keyDerivationRounds = 2048 }: { keyDerivationRounds?: number } = {},
): SigningCertificateFile {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial number: the first byte's high bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + DEV_CERTIFICATE_YEARS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: commonName },
    { shortName: 'OU', value: 'Development document seal (self-signed, not for production)' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());

  const passphrase = randomBytes(24).toString('base64url');
  const container = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], passphrase, {
    algorithm: 'aes256',
    count: keyDerivationRounds,
  });
  return { p12: Buffer.from(forge.asn1.toDer(container).getBytes(), 'binary'), passphrase };
}

/** What the certificate of a PKCS#12 file says of itself. */
export interface SigningCertificateInfo {
  commonName: string;
  notAfter: Date;
}

/** A PKCS#12 file opened: its private key, every certificate, and the one that key signs for. */
export interface OpenedSigningCertificate {
  privateKey: forge.pki.rsa.PrivateKey;
  certificates: forge.pki.Certificate[];
  certificate: forge.pki.Certificate;
}

/** The file last opened, by the SHA-256 of its bytes and passphrase. */
let lastOpened: { key: string; opened: OpenedSigningCertificate } | null = null;

/**
 * Opens a PKCS#12 file (the configuration's check when the API starts, and the seal's signer), or
 * throws when it does not open with the passphrase, holds no private key, or no certificate whose
 * public key is that key's. A file that opened is kept, so the second caller of the same file and
 * passphrase gets it at once: opening is node-forge's password-based decryption in JavaScript,
 * about 0.4 s of CPU. What fails is never kept.
 */
export function openSigningCertificate(p12: Buffer, passphrase: string): OpenedSigningCertificate {
  const key = createHash('sha256').update(p12).update('\0').update(passphrase).digest('hex');
  if (lastOpened?.key !== key) lastOpened = { key, opened: openFile(p12, passphrase) };
  return lastOpened.opened;
}

function openFile(p12: Buffer, passphrase: string): OpenedSigningCertificate {
  const container = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
    passphrase,
  );
  const certificates = (
    container.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []
  )
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const privateKey = [
    ...(container.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
      forge.pki.oids.pkcs8ShroudedKeyBag
    ] ?? []),
    ...(container.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ].find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (certificates.length === 0) throw new Error('the file holds no certificate');
  if (!privateKey) throw new Error('the file holds no private key');
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.compareTo(privateKey.n) === 0 && publicKey.e.compareTo(privateKey.e) === 0;
  });
  if (!certificate) throw new Error('no certificate in the file matches its private key');
  return { privateKey, certificates, certificate };
}

/** The signing certificate of a PKCS#12 file, or throws as `openSigningCertificate` does. */
export function readSigningCertificate(p12: Buffer, passphrase: string): SigningCertificateInfo {
  const { certificate } = openSigningCertificate(p12, passphrase);
  const commonName = certificate.subject.getField('CN')?.value;
  return {
    commonName: typeof commonName === 'string' ? commonName : '',
    notAfter: certificate.validity.notAfter,
  };
}

/** Why a PKCS#12 file cannot sign, or null when it can. Never repeats the passphrase. */
export function signingCertificateProblem(p12: Buffer, passphrase: string): string | null {
  try {
    const { notAfter } = readSigningCertificate(p12, passphrase);
    if (notAfter.getTime() < Date.now()) {
      return `the certificate expired on ${notAfter.toISOString().slice(0, 10)}`;
    }
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return /password|mac|decrypt/i.test(reason)
      ? 'the file does not open with DOCUMENT_SIGNING_P12_PASSPHRASE'
      : `the file is not a PKCS#12 certificate and key (${reason.slice(0, 120)})`;
  }
}
