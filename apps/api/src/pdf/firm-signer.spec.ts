import { generateKeyPairSync } from 'node:crypto';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import {
  createSelfSignedCertificate,
  openSigningCertificate,
  signingCertificateProblem,
} from '../config/signing-certificate';
import { FirmSigner } from './firm-signer';

describe('FirmSigner', () => {
  const { p12, passphrase } = createSelfSignedCertificate('Northbridge Advisory Group');
  const signedAt = new Date('2026-11-27T10:00:00Z');

  it("makes the very CMS @signpdf's P12Signer makes, byte for byte", async () => {
    const signer = new FirmSigner(p12, passphrase);
    for (const content of [Buffer.from('%PDF-1.7 a document'), Buffer.alloc(200_000, 7)]) {
      const reference = await new P12Signer(p12, { passphrase }).sign(content, signedAt);
      expect((await signer.sign(content, signedAt)).equals(reference)).toBe(true);
    }
  });

  it('signs again and again with the file opened once; another document, another signature', async () => {
    const signer = new FirmSigner(p12, passphrase);
    const first = await signer.sign(Buffer.from('one'), signedAt);
    expect((await signer.sign(Buffer.from('one'), signedAt)).equals(first)).toBe(true);
    expect((await signer.sign(Buffer.from('two'), signedAt)).equals(first)).toBe(false);
  });

  it('opens a file once for the configuration and the signer; another file or passphrase anew', () => {
    const opened = openSigningCertificate(Buffer.from(p12), passphrase);
    expect(openSigningCertificate(Buffer.from(p12), passphrase)).toBe(opened);
    const other = createSelfSignedCertificate('Another Firm');
    expect(
      openSigningCertificate(other.p12, other.passphrase).certificate.subject.getField('CN').value,
    ).toBe('Another Firm');
    expect(() => openSigningCertificate(p12, other.passphrase)).toThrow();
    expect(() => openSigningCertificate(other.p12, passphrase)).toThrow();
  });

  it('refuses a wrong passphrase when the API starts, not at the first seal', () => {
    expect(() => new FirmSigner(p12, 'not the passphrase')).toThrow();
  });

  it('refuses, when the API starts, a file whose certificate is not its key’s', () => {
    const other = forge.pki.privateKeyFromPem(
      generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs1', format: 'pem' })
        .toString(),
    );
    // The firm's certificate, packed with another key.
    const { certificate } = openSigningCertificate(p12, passphrase);
    const container = forge.pkcs12.toPkcs12Asn1(other, [certificate], 'pass', {
      algorithm: '3des',
    });
    const mismatched = Buffer.from(forge.asn1.toDer(container).getBytes(), 'binary');
    expect(signingCertificateProblem(mismatched, 'pass')).toMatch(/matches its private key/);
    expect(() => new FirmSigner(mismatched, 'pass')).toThrow(/matches its private key/);
  });
});
