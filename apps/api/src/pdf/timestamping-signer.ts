import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { TimestampAuthority } from './timestamp-authority';

/** id-aa-signatureTimeStampToken (RFC 3161 appendix A): the unsigned attribute holding the token. */
export const SIGNATURE_TIMESTAMP_TOKEN_OID = '1.2.840.113549.1.9.16.2.14';

const { asn1 } = forge;
/** unsignedAttrs [1] IMPLICIT SET OF Attribute: the SignerInfo's last field. */
const UNSIGNED_ATTRS_TAG = 1;

/**
 * A signer whose CMS signature carries a trusted time (RFC 3161 appendix A, PAdES B-T): the inner
 * signer (the firm's P12 signer) signs, then the timestamp authority stamps the SHA-256 of that
 * signature's value, and the token is added to the SignerInfo as its unsigned attribute
 * id-aa-signatureTimeStampToken. Unsigned attributes are outside what the signature covers, so the
 * signature stands as made. A timestamp that cannot be had fails the signing: never a seal without
 * the timestamp it was set up to carry.
 */
export class TimestampingSigner extends Signer {
  constructor(
    private readonly inner: Signer,
    private readonly authority: TimestampAuthority,
  ) {
    super();
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const cms = await this.inner.sign(pdf, signingTime);
    return withSignatureTimestamp(cms, (signatureValue) =>
      this.authority.timestamp(signatureValue),
    );
  }
}

/**
 * The CMS ContentInfo `cms` (DER) with a timestamp token over its one SignerInfo's signature value
 * added as that SignerInfo's unsigned attribute. node-forge reads and writes the ASN.1 tree (its
 * PKCS #7 API cannot encode an attribute it does not know); the token goes in as the authority
 * sent it.
 */
async function withSignatureTimestamp(
  cms: Buffer,
  timestamp: (signatureValue: Buffer) => Promise<Buffer>,
): Promise<Buffer> {
  const contentInfo = asn1.fromDer(forge.util.createBuffer(cms.toString('binary')));
  const signerInfo = onlySignerInfo(contentInfo);
  const fields = children(signerInfo);
  const signature = fields.find(
    (node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.OCTETSTRING,
  );
  if (!signature || typeof signature.value !== 'string') {
    throw new Error('The CMS signature has no signature value to timestamp');
  }
  const token = await timestamp(Buffer.from(signature.value, 'binary'));

  const tokenNode = asn1.fromDer(forge.util.createBuffer(token.toString('binary')));
  if (asn1.toDer(tokenNode).getBytes() !== token.toString('binary')) {
    // forge would re-encode it differently, and the token's own signature would no longer verify.
    throw new Error('The timestamp token is not DER-encoded');
  }
  const attribute = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(
      asn1.Class.UNIVERSAL,
      asn1.Type.OID,
      false,
      asn1.oidToDer(SIGNATURE_TIMESTAMP_TOKEN_OID).getBytes(),
    ),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [tokenNode]),
  ]);
  const unsigned = fields.find(
    (node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === UNSIGNED_ATTRS_TAG,
  );
  if (unsigned) children(unsigned).push(attribute);
  else fields.push(asn1.create(asn1.Class.CONTEXT_SPECIFIC, UNSIGNED_ATTRS_TAG, true, [attribute]));
  return Buffer.from(asn1.toDer(contentInfo).getBytes(), 'binary');
}

/** ContentInfo → [0] → SignedData → signerInfos (its last field) → its one SignerInfo. */
function onlySignerInfo(contentInfo: forge.asn1.Asn1): forge.asn1.Asn1 {
  const signedData = children(children(contentInfo)[1])[0];
  const signedDataFields = children(signedData);
  const signerInfos = children(signedDataFields[signedDataFields.length - 1]);
  if (signerInfos.length !== 1) {
    throw new Error(`The CMS signature has ${signerInfos.length} signers, not one`);
  }
  return signerInfos[0];
}

/** A constructed node's fields: the node's own array, so pushing onto it edits the tree. */
function children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  if (!node || !Array.isArray(node.value)) throw new Error('The CMS signature is malformed');
  return node.value as forge.asn1.Asn1[];
}
