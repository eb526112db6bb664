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
  PAYMENT_LIMITS,
  type BankAccountType,
  type CardBrand,
  type PaymentMethodStatus,
  type PaymentType,
} from '@consult/domain';
import { ConsultingAgreement } from '../agreements/agreement.entity';
import { User } from '../users/user.entity';

/** MySQL/MariaDB answer BIGINT as text; amounts in cents stay far below 2^53. */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * How a client pays for one of their agreements (req DOCS-3; RULES-4, RULES-5). What is kept:
 *
 * - card: brand, last four, expiry and cardholder name. Never the card number, never the CVV.
 * - ACH: holder, bank, account type, the routing and account numbers encrypted
 *   (FieldEncryptionService, `v1:iv:tag:ciphertext`) with their last four beside them for display,
 *   and the evidence of the debit authorisation (time, IP, user agent, version of the text).
 * - all types: amount (cents), schedule, paid in full, PO number, billing details.
 *
 * One method is in force per agreement (docs/contracts-and-money.md): `status` `active`, with
 * `activeAgreementKey` (the agreement's first version id) set; the unique index on that column is
 * the database's guarantee. A replaced or ended method keeps its row, evidence included, with
 * `activeAgreementKey` null. Deleting only sets `deletedAt` (and ends the method).
 */
@Entity({ name: 'payment_methods' })
@Index('IDX_payment_methods_userId', ['userId'])
@Index('IDX_payment_methods_consultingAgreementId', ['consultingAgreementId'])
@Index('IDX_payment_methods_activeAgreementKey', ['activeAgreementKey'], { unique: true })
export class PaymentMethod {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_payment_methods_user' })
  user?: User;

  /** The agreement version this method pays: the client's own (checked when it is set). */
  @Column({ type: 'int' })
  consultingAgreementId!: number;

  @ManyToOne(() => ConsultingAgreement, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'consultingAgreementId',
    foreignKeyConstraintName: 'FK_payment_methods_agreement',
  })
  agreement?: ConsultingAgreement;

  /** `active` (in force), `replaced` or `ended`. */
  @Column({ type: 'varchar', length: 10 })
  status!: PaymentMethodStatus;

  /** The agreement's key (its version 1 id) while this method is in force; null otherwise. */
  @Column({ type: 'int', nullable: true })
  activeAgreementKey!: number | null;

  /** When it was replaced or ended. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  statusChangedAt!: Date | null;

  /** The method that replaced this one. */
  @Column({ type: 'int', nullable: true })
  replacedById!: number | null;

  /**
   * Carried over to a newer version of its agreement with the amount recomputed: the client has
   * not confirmed it yet (saving it again confirms it).
   */
  @Column({ type: 'boolean', default: false })
  needsConfirmation!: boolean;

  @Column({ type: 'varchar', length: 30 })
  paymentType!: PaymentType;

  @Column({ type: 'boolean' })
  isMonthly!: boolean;

  /** Each monthly payment (the last one may be a few cents more), or the one payment. */
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  amountCents!: number;

  @Column({ type: 'boolean' })
  isPaidInFull!: boolean;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.poNumberMax, nullable: true })
  poNumber!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingCompanyNameMax, nullable: true })
  billingCompanyName!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingAddressMax, nullable: true })
  billingAddress!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingCityMax, nullable: true })
  billingCity!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingStateMax, nullable: true })
  billingState!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingZipMax, nullable: true })
  billingZip!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingEmailMax, nullable: true })
  billingEmail!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingContactMax, nullable: true })
  billingContact!: string | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.billingPhoneMax, nullable: true })
  billingPhone!: string | null;

  /** Card. */
  @Column({ type: 'varchar', length: PAYMENT_LIMITS.holderNameMax, nullable: true })
  cardholderName!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  cardBrand!: CardBrand | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  cardLast4!: string | null;

  /** MM/YY. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  cardExpiry!: string | null;

  /** ACH. */
  @Column({ type: 'varchar', length: PAYMENT_LIMITS.holderNameMax, nullable: true })
  accountName!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  accountType!: BankAccountType | null;

  @Column({ type: 'varchar', length: PAYMENT_LIMITS.bankNameMax, nullable: true })
  bankName!: string | null;

  /** `v1:iv:tag:ciphertext` (base64), field `payment_methods.routingNumber`. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  routingNumberEncrypted!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  routingNumberLast4!: string | null;

  /** `v1:iv:tag:ciphertext` (base64), field `payment_methods.accountNumber`. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  accountNumberEncrypted!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  accountNumberLast4!: string | null;

  /** The latest ACH debit authorisation: when (UTC), from where, and which text was ticked. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  achAuthorizedAt!: Date | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  achAuthorizationIp!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  achAuthorizationUserAgent!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  achAuthorizationVersion!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  /** Set by DELETE (soft delete); a deleted method is never shown again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @BeforeInsert()
  protected stampCreated(): void {
    this.createdAt ??= new Date();
    this.updatedAt ??= this.createdAt;
    this.deletedAt ??= null;
    this.statusChangedAt ??= null;
    this.replacedById ??= null;
    this.needsConfirmation ??= false;
  }
}
