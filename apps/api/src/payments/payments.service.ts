import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  ACH_AUTHORIZATION,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_AMOUNT_MESSAGES,
  amountToCents,
  cardBrand,
  cardDigits,
  changesAchAuthorizedTerms,
  normalizeExpiry,
  paymentProblem,
  type AchEditedTerms,
  type PaymentCheckContext,
  type PaymentMethod as PaymentMethodResponse,
  type PaymentMethodSummary,
  type PaymentType,
} from '@consult/domain';
import { agreementKeyOf } from '../agreements/agreement-chain';
import { AgreementQueriesService } from '../agreements/agreement-queries.service';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { FieldEncryptionService } from '../common/crypto/field-encryption.service';
import { DomainError } from '../common/errors/domain-error';
import { isLockConflict, isUniqueViolation } from '../common/errors/unique-violation';
import type { SavePaymentDetailsDto } from './dto/save-payment-details.dto';
import { putInForce } from './payment-lifecycle';
import { PaymentMethod } from './payment-method.entity';
import { toPaymentMethodResponse, toPaymentMethodSummary } from './payment-response';
import {
  EMPTY_BANK_ACCOUNT,
  EMPTY_CARD,
  NO_ACH_AUTHORIZATION,
  checkedAmount,
  editedColumns,
  sentFields,
  storedValues,
  text,
  type PaymentValues,
} from './payment-values';

/** The names the bank numbers are encrypted under (bound into each ciphertext). */
export const ENCRYPTED_FIELDS = {
  routingNumber: 'payment_methods.routingNumber',
  accountNumber: 'payment_methods.accountNumber',
} as const;

const CARD: PaymentType = 'pay by credit card';
const ACH: PaymentType = 'pay by ach';

/** What happened in a save, for the log (never a value). */
export interface PaymentSaveResult {
  method: PaymentMethodResponse;
  cardReplaced: boolean;
  bankNumbersReplaced: boolean;
  achAuthorized: boolean;
}

/**
 * The signed-in client's payment methods (req DOCS-7; RULES-4, RULES-5). Every query is scoped to
 * the owner, so another client's method or agreement is 404. The amount is checked against the
 * agreement's stored total; card numbers and CVVs are read, checked and dropped; bank numbers are
 * encrypted before they reach the database.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectRepository(PaymentMethod)
    private readonly methods: Repository<PaymentMethod>,
    private readonly agreements: AgreementQueriesService,
    private readonly encryption: FieldEncryptionService,
  ) {}

  async create(
    userId: number,
    request: SavePaymentDetailsDto,
    client: ClientInfo,
  ): Promise<PaymentSaveResult> {
    const now = new Date();
    const values = sentFields(request);
    const problem = paymentProblem(values, now);
    if (problem) throw new DomainError('BAD_REQUEST', problem);

    const agreement = await this.findPayableAgreement(userId, values.consulting_agreement_id);
    const amountCents = checkedAmount(values, agreement);
    const key = agreementKeyOf(agreement);
    const row = this.methods.create({
      userId,
      status: 'active',
      activeAgreementKey: key,
      statusChangedAt: null,
      replacedById: null,
      needsConfirmation: false,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      ...EMPTY_CARD,
      ...EMPTY_BANK_ACCOUNT,
      ...NO_ACH_AUTHORIZATION,
    });
    const result = this.apply(row, values, agreement, amountCents, client, now);
    // One method in force per agreement: the one in force (if any) is replaced, in the same
    // transaction. Two saves at once both try to take the key; the unique index lets one win.
    const saved = await this.methods.manager
      .transaction((manager) => putInForce(manager, key, row, now))
      .catch((error: unknown) => {
        // Two saves at once: one wins the key; the other is told to try again, never a 500.
        if (isUniqueViolation(error) || isLockConflict(error)) {
          throw new DomainError('CONFLICT', PAYMENT_AMOUNT_MESSAGES.conflict);
        }
        throw error;
      });
    return { ...result, method: toPaymentMethodResponse(saved, agreement) };
  }

  /** The client's methods, newest first: those in force, and the replaced and ended ones as history. */
  async list(userId: number): Promise<PaymentMethodSummary[]> {
    const methods = await this.methods.find({
      where: { userId, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const agreements = await this.agreements.billedVersions(
      userId,
      methods.map((method) => method.consultingAgreementId),
    );
    return methods.map((method) =>
      toPaymentMethodSummary(method, agreements.get(method.consultingAgreementId) ?? null),
    );
  }

  async get(userId: number, id: number): Promise<PaymentMethodResponse> {
    const method = await this.findOwned(userId, id);
    const agreements = await this.agreements.billedVersions(userId, [method.consultingAgreementId]);
    return toPaymentMethodResponse(method, agreements.get(method.consultingAgreementId) ?? null);
  }

  /**
   * An edit: the fields sent replace the stored ones, the result is checked like a new method. A
   * card number and CVV left out keep the stored card; routing and account numbers left out keep
   * the stored ones, sent ones are encrypted anew. The ACH ticks are asked again when anything
   * they authorised changes (the account, the amount, the schedule, the agreement).
   */
  async update(
    userId: number,
    id: number,
    request: SavePaymentDetailsDto,
    client: ClientInfo,
  ): Promise<PaymentSaveResult> {
    const row = await this.findOwned(userId, id);
    if (row.status !== 'active') {
      throw new DomainError('CONFLICT', PAYMENT_AMOUNT_MESSAGES.notInForce);
    }
    if (
      request.consulting_agreement_id !== undefined &&
      request.consulting_agreement_id !== row.consultingAgreementId
    ) {
      throw new DomainError('BAD_REQUEST', PAYMENT_AMOUNT_MESSAGES.agreementFixed);
    }
    const now = new Date();
    const sent = sentFields(request);
    const values: PaymentValues = { ...storedValues(row), ...sent };
    const stays = (type: PaymentType) => row.paymentType === type && values.payment_type === type;
    const context: PaymentCheckContext = {
      storedCard: stays(CARD) && row.cardLast4 !== null,
      storedRoutingNumber: stays(ACH) && row.routingNumberEncrypted !== null,
      storedAccountNumber: stays(ACH) && row.accountNumberEncrypted !== null,
      // A method carried over to a new version bills a new amount: the client authorises it again.
      achAuthorizationRequired:
        !stays(ACH) || row.needsConfirmation || changesAchAuthorizedTerms(row, achTerms(values)),
    };
    const problem = paymentProblem(values, now, context);
    if (problem) throw new DomainError('BAD_REQUEST', problem);

    const agreement = await this.findOwnAgreement(userId, row.consultingAgreementId);
    const amountCents = checkedAmount(values, agreement);
    const result = this.apply(row, values, agreement, amountCents, client, now);
    row.needsConfirmation = false;
    // Only while the method is still there and in force: an edit racing a deletion or a
    // replacement must not bring it back.
    const written = await this.methods.update(
      { id, userId, deletedAt: IsNull(), status: 'active' },
      editedColumns(row),
    );
    if (!written.affected) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return { ...result, method: toPaymentMethodResponse(row, agreement) };
  }

  /**
   * Soft delete: gone from the client's lists and views, kept in the database. A method in force
   * ends; a replaced or ended one keeps its status.
   */
  async delete(userId: number, id: number): Promise<void> {
    const method = await this.findOwned(userId, id);
    const now = new Date();
    const result = await this.methods.update(
      { id, userId, deletedAt: IsNull() },
      method.status === 'active'
        ? { deletedAt: now, status: 'ended', activeAgreementKey: null, statusChangedAt: now }
        : { deletedAt: now },
    );
    if (!result.affected) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
  }

  /** The owner's method; 404 for anyone else's, a deleted or an unknown one. */
  async findOwned(userId: number, id: number): Promise<PaymentMethod> {
    const method = await this.methods.findOneBy({ id, userId, deletedAt: IsNull() });
    if (!method) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return method;
  }

  /** The agreement a method already pays, as it is now (deleted or superseded since, too). */
  async findOwnAgreement(userId: number, id: number): Promise<ConsultingAgreement> {
    const agreement = await this.agreements.billingVersion(userId, id, { includeDeleted: true });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return agreement;
  }

  /**
   * An agreement a new method may pay: the client's own, not deleted (else 404), signed and its
   * newest version (else 409).
   */
  private async findPayableAgreement(
    userId: number,
    id: number | undefined,
  ): Promise<ConsultingAgreement> {
    // paymentProblem has checked it; never let a missing id turn into a query without one.
    if (typeof id !== 'number')
      throw new DomainError('BAD_REQUEST', PAYMENT_MESSAGES.agreementMissing);
    const agreement = await this.agreements.billingVersion(userId, id, { includeDeleted: false });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    if (agreement.status !== 'active' || agreement.supersededById !== null) {
      throw new DomainError(
        'CONFLICT',
        agreement.status === 'pending'
          ? PAYMENT_MESSAGES.agreementNotSigned
          : agreement.status === 'declined' || agreement.status === 'withdrawn'
            ? PAYMENT_MESSAGES.agreementNeverInForce
            : PAYMENT_MESSAGES.agreementSuperseded,
      );
    }
    return agreement;
  }

  /** Writes checked values into the row: the type's own fields, the other types' cleared. */
  private apply(
    row: PaymentMethod,
    values: PaymentValues,
    agreement: ConsultingAgreement,
    amountCents: number,
    client: ClientInfo,
    now: Date,
  ): Omit<PaymentSaveResult, 'method'> {
    const type = values.payment_type as PaymentType;
    Object.assign(row, {
      consultingAgreementId: agreement.id,
      paymentType: type,
      isMonthly: values.is_monthly ?? false,
      amountCents,
      isPaidInFull: values.is_paid_in_full ?? false,
      poNumber: text(values.po_number),
      billingCompanyName: text(values.billing_company_name),
      billingAddress: text(values.billing_address),
      billingCity: text(values.billing_city),
      billingState: text(values.billing_state),
      billingZip: text(values.billing_zip),
      billingEmail: text(values.billing_email),
      billingContact: text(values.billing_contact),
      billingPhone: text(values.billing_phone),
      updatedAt: now,
    });

    let cardReplaced = false;
    if (type === CARD) {
      const digits = values.card_number ? cardDigits(values.card_number) : null;
      if (digits) {
        row.cardBrand = cardBrand(digits);
        row.cardLast4 = digits.slice(-4);
        cardReplaced = true;
      }
      row.cardholderName = text(values.cardholder_name);
      row.cardExpiry = normalizeExpiry(values.expiry_date ?? '');
    } else {
      Object.assign(row, EMPTY_CARD);
    }

    let bankNumbersReplaced = false;
    let achAuthorized = false;
    if (type === ACH) {
      row.accountName = text(values.account_name);
      row.accountType = values.account_type ?? null;
      row.bankName = text(values.bank_name);
      const routing = values.routing_number?.trim();
      if (routing) {
        row.routingNumberEncrypted = this.encryption.encrypt(
          routing,
          ENCRYPTED_FIELDS.routingNumber,
        );
        row.routingNumberLast4 = routing.slice(-4);
        bankNumbersReplaced = true;
      }
      const account = values.account_number?.trim();
      if (account) {
        row.accountNumberEncrypted = this.encryption.encrypt(
          account,
          ENCRYPTED_FIELDS.accountNumber,
        );
        row.accountNumberLast4 = account.slice(-4);
        bankNumbersReplaced = true;
      }
      if (values.ach_authorization === true && values.account_ownership === true) {
        row.achAuthorizedAt = now;
        row.achAuthorizationIp = client.ipAddress;
        row.achAuthorizationUserAgent = client.userAgent;
        row.achAuthorizationVersion = ACH_AUTHORIZATION.version;
        achAuthorized = true;
      }
    } else {
      // The authorisation evidence stays on the row as a record; the bank details do not.
      Object.assign(row, EMPTY_BANK_ACCOUNT);
    }
    return { cardReplaced, bankNumbersReplaced, achAuthorized };
  }
}

/** An edit's values as the ACH re-authorisation rule (`changesAchAuthorizedTerms`) reads them. */
function achTerms(values: PaymentValues): AchEditedTerms {
  return {
    consultingAgreementId: values.consulting_agreement_id ?? null,
    amountCents: amountToCents(values.amount),
    isMonthly: values.is_monthly ?? false,
    accountName: values.account_name,
    accountType: values.account_type,
    bankName: values.bank_name,
    routingNumber: values.routing_number,
    accountNumber: values.account_number,
  };
}
