import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import {
  BANK_ACCOUNT_TYPES,
  MESSAGES,
  NDA_MESSAGES,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_TEXT_FIELDS,
  SINGLE_LINE_PATTERN,
  type BankAccountType,
  type PaymentSetupRequest,
  type PaymentType,
} from '@consult/domain';
import { IsMoney } from '../../common/validation/is-money';
import { Trim } from '../../common/validation/transforms';

/**
 * The body of `POST /api/payment-setup` and `PATCH /api/payment-info/{id}` (req DOCS-3, DOCS-5, DOCS-7): the
 * spec's snake_case names, and nothing else (an unknown field is a 400). This checks each value's
 * type and length; which fields a payment type needs, and the card, bank and amount rules, are
 * `paymentProblem`'s (libs/domain), which the service applies next, so the form and the API answer
 * in the same words. Every field is optional here: a POST lacking one gets that rule's message, a
 * PATCH keeps the stored value. Messages never repeat a value (the pipe drops values from errors).
 */

/** Optional text on one line, within its length; `null` or '' clears it. */
function TextLine(label: string, max: number, typeMessage = MESSAGES.mustBeText(label)) {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Trim()(target, key);
    IsString({ message: typeMessage })(target, key);
    MaxLength(max, { message: MESSAGES.tooLong(label, max) })(target, key);
    Matches(SINGLE_LINE_PATTERN, { message: NDA_MESSAGES.singleLine(label) })(target, key);
  };
}

/** A card or bank number: text, at most `max` characters, with its one message for anything wrong. */
function Secret(max: number, message: string) {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Trim()(target, key);
    IsString({ message })(target, key);
    MaxLength(max, { message })(target, key);
  };
}

const L = PAYMENT_LIMITS;
const T = PAYMENT_TEXT_FIELDS;

export class SavePaymentDetailsDto implements Partial<PaymentSetupRequest> {
  @IsOptional()
  @IsMoney({ cents: true, message: PAYMENT_MESSAGES.amountInvalid })
  amount?: number;

  @IsOptional()
  @IsInt({ message: PAYMENT_MESSAGES.agreementMissing })
  @Min(1, { message: PAYMENT_MESSAGES.agreementMissing })
  consulting_agreement_id?: number;

  @IsOptional()
  @IsIn(PAYMENT_METHOD_TYPES, { message: PAYMENT_MESSAGES.paymentType })
  payment_type?: PaymentType;

  @IsOptional()
  @IsBoolean({ message: PAYMENT_MESSAGES.schedule })
  is_monthly?: boolean;

  @IsOptional()
  @IsBoolean({ message: PAYMENT_MESSAGES.paidInFull })
  is_paid_in_full?: boolean;

  @TextLine(...T.poNumber)
  po_number?: string | null;

  @TextLine(...T.billingCompanyName)
  billing_company_name?: string | null;

  @TextLine(...T.billingAddress)
  billing_address?: string | null;

  @TextLine(...T.billingCity)
  billing_city?: string | null;

  @TextLine(...T.billingState)
  billing_state?: string | null;

  @TextLine(...T.billingZip)
  billing_zip?: string | null;

  @TextLine(...T.billingEmail, PAYMENT_MESSAGES.billingEmail)
  billing_email?: string | null;

  @TextLine(...T.billingContact)
  billing_contact?: string | null;

  @TextLine(...T.billingPhone)
  billing_phone?: string | null;

  @TextLine(...T.cardholderName, PAYMENT_MESSAGES.cardholderName)
  cardholder_name?: string | null;

  /** Read to keep the brand and last four; never stored, never logged. */
  @Secret(L.cardNumberInputMax, PAYMENT_MESSAGES.cardNumber)
  card_number?: string | null;

  @Secret(L.expiryMaxLength, PAYMENT_MESSAGES.expiryDate)
  expiry_date?: string | null;

  /** Checked, then forgotten: never stored, never logged. */
  @Secret(L.cvvMaxDigits, PAYMENT_MESSAGES.cvv)
  cvv?: string | null;

  /** Accepted as the spec sends it; the server takes the last four from `card_number`. */
  @IsOptional()
  @Matches(/^\d{4}$/, { message: PAYMENT_MESSAGES.cardNumber })
  last4?: string | null;

  @TextLine(...T.accountName, PAYMENT_MESSAGES.accountName)
  account_name?: string | null;

  @IsOptional()
  @IsIn(BANK_ACCOUNT_TYPES, { message: PAYMENT_MESSAGES.accountType })
  account_type?: BankAccountType | null;

  @TextLine(...T.bankName, PAYMENT_MESSAGES.bankName)
  bank_name?: string | null;

  /** Stored encrypted. */
  @Secret(L.routingNumberDigits, PAYMENT_MESSAGES.routingNumber)
  routing_number?: string | null;

  /** Stored encrypted. */
  @Secret(L.accountNumberMaxDigits, PAYMENT_MESSAGES.accountNumber)
  account_number?: string | null;

  @IsOptional()
  @IsBoolean({ message: PAYMENT_MESSAGES.achAuthorization })
  ach_authorization?: boolean;

  @IsOptional()
  @IsBoolean({ message: PAYMENT_MESSAGES.achAuthorization })
  account_ownership?: boolean;
}
