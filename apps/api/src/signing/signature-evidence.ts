import { Column, type FindOptionsSelect } from 'typeorm';
import { NDA_LIMITS, type SignatureEvidence as SignatureEvidenceResponse } from '@consult/domain';

/**
 * What every signed record keeps of its signature (req RULES-4), embedded in both `ndas` and
 * `consulting_agreements` under the same column names: the typed name adopted as the signature,
 * when and from where it was made, and the SHA-256 of the canonical text as signed. Written once,
 * by SigningService. On a firm proposal the client has not signed, the name, address and agent
 * are empty and `signedAt` is null.
 */
export class SignatureEvidence {
  /** The typed full name adopted as the signature. */
  @Column({ type: 'varchar', length: NDA_LIMITS.signerNameMax })
  typedSignature!: string;

  /** UTC, when the client signed; null on a proposal nobody has signed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  signedAt!: Date | null;

  @Column({ type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  userAgent!: string;

  /** SHA-256 of the record's `documentText`, 64 lower-case hex characters. */
  @Column({ type: 'varchar', length: 64 })
  documentHash!: string;
}

/** Every evidence column, for a find's `select` (TypeORM reads an embedded entity's columns only when named). */
export const ALL_EVIDENCE: FindOptionsSelect<SignatureEvidence> = {
  typedSignature: true,
  signedAt: true,
  ipAddress: true,
  userAgent: true,
  documentHash: true,
};

/** A find's `select`: `columns` of a signed record, and its evidence (all of it, or `evidence`). */
export function selectWithEvidence<T extends { evidence: SignatureEvidence }>(
  columns: (keyof T)[],
  evidence: FindOptionsSelect<SignatureEvidence> = ALL_EVIDENCE,
): FindOptionsSelect<T> {
  return {
    ...Object.fromEntries(columns.map((column) => [column, true])),
    evidence,
  } as FindOptionsSelect<T>;
}

/** The evidence as an answer carries it (`signature`), or null on a proposal nobody signed. */
export function evidenceResponse(evidence: SignatureEvidence): SignatureEvidenceResponse | null {
  if (!evidence.signedAt) return null;
  return {
    signedAt: evidence.signedAt.toISOString(),
    ipAddress: evidence.ipAddress,
    userAgent: evidence.userAgent,
    documentHash: evidence.documentHash,
  };
}

/** When a record that is always signed (an NDA) was signed. */
export function signedAtOf(record: { id: number; evidence: SignatureEvidence }): Date {
  if (!record.evidence.signedAt) throw new Error(`Signed record ${record.id} has no signing time`);
  return record.evidence.signedAt;
}

/** The evidence of a firm proposal the client has not signed: its text's hash, and no signature yet. */
export function unsignedEvidence(documentHash: string): SignatureEvidence {
  return { typedSignature: '', signedAt: null, ipAddress: '', userAgent: '', documentHash };
}
