import {
  BeforeInsert,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { LIMITS, NDA_LIMITS, type DocumentModel } from '@consult/domain';
import { EsignConsent } from '../esign/esign-consent.entity';
import { SignatureEvidence } from '../signing/signature-evidence';
import { User } from '../users/user.entity';

/**
 * A signed mutual NDA (req DOCS-3, RULES-4). Written once: no code path updates a signed
 * NDA; deleting it only sets `deletedAt` (hidden from every list and view, kept for the firm's
 * records). The document is kept as signed: its model, its canonical text and that text's hash.
 */
@Entity({ name: 'ndas' })
@Index('IDX_ndas_userId', ['userId'])
export class Nda {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  // RESTRICT: signed records outlive a casual account deletion (docs/decisions.md).
  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_ndas_user' })
  user?: User;

  @Column({ type: 'varchar', length: LIMITS.companyNameMax })
  companyName!: string;

  @Column({ type: 'varchar', length: LIMITS.addressMax })
  companyAddress!: string;

  @Column({ type: 'varchar', length: LIMITS.cityMax })
  companyCity!: string;

  @Column({ type: 'varchar', length: LIMITS.stateMax })
  companyState!: string;

  @Column({ type: 'varchar', length: LIMITS.zipMax })
  companyZip!: string;

  @Column({ type: 'varchar', length: NDA_LIMITS.signerNameMax })
  signerName!: string;

  @Column({ type: 'varchar', length: LIMITS.titleMax })
  signerTitle!: string;

  /** yyyy-MM-dd. */
  @Column({ type: 'varchar', length: 10 })
  agreementDate!: string;

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
  @JoinColumn({ name: 'consentId', foreignKeyConstraintName: 'FK_ndas_consent' })
  consent?: EsignConsent;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** Set by DELETE (soft delete); a deleted NDA is never shown again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @BeforeInsert()
  protected stampCreated(): void {
    this.createdAt ??= new Date();
    this.deletedAt ??= null;
  }
}
