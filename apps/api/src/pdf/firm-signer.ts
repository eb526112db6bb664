import { constants, createPrivateKey, privateEncrypt, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import { openSigningCertificate } from '../config/signing-certificate';

const { pki } = forge;

/** SHA-256's DigestInfo before the hash (RFC 8017, section 9.2, note 1): what PKCS #1 v1.5 signs. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The firm's seal signer, its PKCS #12 opened once. @signpdf's P12Signer opens the file again for
 * every signature (node-forge's password-based decryption, in JavaScript: most of a seal's CPU,
 * docs/performance.md) and signs with forge's JavaScript RSA. This one reads the key and the
 * certificates when the API starts (`openSigningCertificate`, the configuration's own check), builds the same CMS with node-forge (the same certificates,
 * attributes and order: `adbe.pkcs7.detached`, SHA-256), and makes the RSA signature with Node's
 * crypto. PKCS #1 v1.5 signatures are deterministic, so the CMS is byte for byte P12Signer's
 * (firm-signer.spec.ts).
 */
export class FirmSigner extends Signer {
  private readonly key: forge.pki.rsa.PrivateKey;
  private readonly nodeKey: KeyObject;
  private readonly certificates: forge.pki.Certificate[];
  private readonly certificate: forge.pki.Certificate;

  constructor(p12: Buffer, passphrase: string) {
    super();
    const { privateKey, certificates, certificate } = openSigningCertificate(p12, passphrase);
    this.key = privateKey;
    this.nodeKey = createPrivateKey(pki.privateKeyToPem(privateKey));
    this.certificates = certificates;
    this.certificate = certificate;
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const signedData = forge.pkcs7.createSignedData();
    signedData.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const certificate of this.certificates) signedData.addCertificate(certificate);
    signedData.addSigner({
      // forge asks the key to sign the attributes' digest: Node's crypto does it.
      key: { ...this.key, sign: (digest: forge.md.MessageDigest) => this.signDigest(digest) },
      certificate: this.certificate,
      digestAlgorithm: pki.oids.sha256,
      // The order matters to EU validators (as P12Signer has it).
      authenticatedAttributes: [
        { type: pki.oids.contentType, value: pki.oids.data },
        { type: pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: pki.oids.messageDigest },
      ],
    });
    signedData.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(signedData.toAsn1()).getBytes(), 'binary');
  }

  /** RSASSA-PKCS1-v1_5 over a SHA-256 digest, as a binary string (what forge expects). */
  private signDigest(digest: forge.md.MessageDigest): string {
    if (digest.algorithm !== 'sha256') throw new Error(`Unexpected digest ${digest.algorithm}`);
    const hash = Buffer.from(digest.digest().getBytes(), 'binary');
    return privateEncrypt(
      { key: this.nodeKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([SHA256_DIGEST_INFO, hash]),
    ).toString('binary');
  }
}
