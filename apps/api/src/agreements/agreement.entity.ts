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
import { SignatureEvidence } from '../signing/signature-evidence';
import { User } from '../users/user.entity';

/** MySQL/MariaDB answer BIGINT as text (it may exceed 2^53); cents stay far below it (AGREEMENT_LIMITS). */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * One version of a consulting agreement (req DOCS-3, RULES-2, RULES-4; the statuses and their
 * rules are in docs/contracts-and-money.md). A version the client signed is written once: its
 * content, figures and signature evidence never change. Re-signing adds a new row
 * (`previousVersionId`, the next `version`) and marks the old one `superseded` with
 * `supersededById`. A firm amendment is a row too: `pending`, unsigned (`signedAt` null) until the
 * client signs exactly it, which fills in its evidence; or `declined` / `withdrawn`. The client's
 * delete only sets `deletedAt` on every version: hidden from the client, kept for the firm.
 */
@Entity({ name: 'consulting_agreements' })
@Index('IDX_consulting_agreements_userId', ['userId'])
@Index('IDX_consulting_agreements_originalId', ['originalId'])
@Index('IDX_consulting_agreements_previousVersionId', ['previousVersionId'])
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

  /**
   * The version this one replaced, or for a firm amendment the version in force it amends (several
   * proposals, declined or withdrawn, may name the same version).
   */
  @Column({ type: 'int', nullable: true })
  previousVersionId!: number | null;

  /** The version that replaced this one, once it is superseded. */
  @Column({ type: 'int', nullable: true })
  supersededById!: number | null;

  @Column({ type: 'varchar', length: 20 })
  status!: AgreementStatus;

  /**
   * The firm wrote this version (an admin amendment, req RULES-2): `pending` until the client
   * signs it as proposed; until then `typedSignature` is '' and `signedAt` null (the admin who
   * proposed it, and from where, are in the audit log).
   */
  @Column({ type: 'boolean', default: false })
  amendedByFirm!: boolean;

  /** When the firm proposed this version (amendments only). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  proposedAt!: Date | null;

  /** When a proposal was declined by the client or withdrawn by the firm. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  resolvedAt!: Date | null;

  /** The client's note when declining a proposal. */
  @Column({ type: 'text', nullable: true })
  declineNote!: string | null;

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

  /** The services as chosen, each with the server's subtotal in cents (req DOCS-3: JSON text). */
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

  /** The signature: typed name, time, IP address, user agent, and the hash of `documentText`. */
  @Column(() => SignatureEvidence, { prefix: false })
  evidence!: SignatureEvidence;

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

  /**
   * Set by the client's DELETE on every version: the client no longer sees the agreement; the
   * console still lists it, marked as deleted by the client.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @BeforeInsert()
  protected stampCreated(): void {
    this.createdAt ??= new Date();
    this.deletedAt ??= null;
    this.amendedByFirm ??= false;
    this.proposedAt ??= null;
    this.resolvedAt ??= null;
    this.declineNote ??= null;
  }
}
