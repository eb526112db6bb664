import {
  BeforeInsert,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type ValueTransformer,
} from 'typeorm';
import {
  LIMITS,
  NDA_LIMITS,
  type AgreementServiceLine,
  type AgreementStatus,
  type AgreementTotals,
  type DocumentModel,
} from '@consult/domain';
import { EsignConsent } from '../esign/esign-consent.entity';
import { User } from '../users/user.entity';

/** MySQL/MariaDB answer BIGINT as text (it may exceed 2^53); cents stay far below it (AGREEMENT_LIMITS). */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * One version of a signed consulting agreement (spec 001 §3, DECISIONS §2, §4). Written once: the
 * content, figures and signature evidence of a version never change. Re-signing adds a new row
 * (`previousVersionId`, `version` + 1) and marks the old one `superseded` with `supersededById`;
 * the old row stays readable. Deleting only sets `deletedAt` on every version of the agreement.
 */
@Entity({ name: 'consulting_agreements' })
@Index('IDX_consulting_agreements_userId', ['userId'])
@Index('IDX_consulting_agreements_previousVersionId', ['previousVersionId'], { unique: true })
export class ConsultingAgreement {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  // RESTRICT: signed records outlive a casual account deletion (docs/decisions.md).
  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_consulting_agreements_user' })
  user?: User;

  /** 1 for the first signature, n + 1 when version n is re-signed. */
  @Column({ type: 'int' })
  version!: number;

  /** The id of version 1 of this agreement; null on version 1 itself. */
  @Column({ type: 'int', nullable: true })
  originalId!: number | null;

  /** The version this one replaced (unique: a version is replaced at most once). */
  @Column({ type: 'int', nullable: true })
  previousVersionId!: number | null;

  /** The version that replaced this one, once it is superseded. */
  @Column({ type: 'int', nullable: true })
  supersededById!: number | null;

  @Column({ type: 'varchar', length: 20 })
  status!: AgreementStatus;

  /**
   * The firm wrote this version (an admin amendment, DECISIONS §2): it is `pending` until the
   * client re-signs it, which writes the next version. Its `typedSignature` is '' and its evidence
   * records when the firm issued it (the admin and their address are in the audit log).
   */
  @Column({ type: 'boolean', default: false })
  amendedByFirm!: boolean;

  @Column({ type: 'varchar', length: LIMITS.companyNameMax })
  companyName!: string;

  @Column({ type: 'varchar', length: LIMITS.addressMax })
  companyStreet!: string;

  @Column({ type: 'varchar', length: LIMITS.cityMax })
  companyCity!: string;

  @Column({ type: 'varchar', length: LIMITS.stateMax })
  companyState!: string;

  @Column({ type: 'varchar', length: LIMITS.zipMax })
  companyZip!: string;

  @Column({ type: 'varchar', length: LIMITS.phoneMax })
  companyPhone!: string;

  @Column({ type: 'varchar', length: NDA_LIMITS.signerNameMax })
  signerName!: string;

  @Column({ type: 'varchar', length: LIMITS.titleMax })
  signerTitle!: string;

  /** yyyy-MM-dd: the agreement date the client signed on. */
  @Column({ type: 'varchar', length: 10 })
  signedDate!: string;

  /** The services as chosen, each with the server's subtotal in cents (spec 001 §3: JSON text). */
  @Column({ type: 'simple-json' })
  services!: AgreementServiceLine[];

  /** Every total as the server computed it when signing (cents). */
  @Column({ type: 'simple-json' })
  totals!: AgreementTotals;

  /** The grand total in cents, as a column of its own for queries and reports. */
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  grandTotalCents!: number;

  /** The e-mail address of the account that signed, at the time of signing. */
  @Column({ type: 'varchar', length: LIMITS.emailMax })
  accountEmail!: string;

  /** The typed full name adopted as the signature. */
  @Column({ type: 'varchar', length: NDA_LIMITS.signerNameMax })
  typedSignature!: string;

  /** UTC. */
  @Column({ type: 'datetime', precision: 3 })
  signedAt!: Date;

  @Column({ type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  userAgent!: string;

  /** SHA-256 of `documentText`, 64 lower-case hex characters. */
  @Column({ type: 'varchar', length: 64 })
  documentHash!: string;

  /** The canonical text exactly as signed (@consult/documents canonicalText). */
  @Column({ type: 'text' })
  documentText!: string;

  /** The document model exactly as signed: what the view and the PDF show. */
  @Column({ type: 'simple-json' })
  document!: DocumentModel;

  /** The disclosure acceptance in force when this was signed. */
  @Column({ type: 'int' })
  consentId!: number;

  @ManyToOne(() => EsignConsent, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'consentId', foreignKeyConstraintName: 'FK_consulting_agreements_consent' })
  consent?: EsignConsent;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** Set by DELETE (soft delete) on every version; a deleted agreement is never shown again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @BeforeInsert()
  protected stampCreated(): void {
    this.createdAt ??= new Date();
    this.deletedAt ??= null;
    this.amendedByFirm ??= false;
  }
}
