import { boolean, object, string } from 'yup';
import {
  BANK_ACCOUNT_TYPES,
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  accountNumberValid,
  billingEmailValid,
  cardExpired,
  cardNumberValid,
  centsToAmount,
  cvvValid,
  lastFour,
  parseExpiry,
  paymentAmountRule,
  routingNumberValid,
  type AgreementTotals,
  type BankAccountType,
  type PaymentAmountRule,
  type PaymentMethod,
  type PaymentSetupRequest,
  type PaymentType,
} from '@consult/domain';

export type PaymentSchedule = 'one-time' | 'monthly';

/**
 * The payment details form: every value as typed (text), so an emptied field stays empty. The
 * amount and "paid in full" are not among them: they follow the agreement and the schedule
 * (`paymentAmountRule`), shown read-only, never typed.
 */
export interface PaymentFormValues {
  schedule: PaymentSchedule;
  poNumber: string;
  /** Card. */
  cardholderName: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  /** ACH. */
  accountName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType | '';
  achAuthorization: boolean;
  accountOwnership: boolean;
  /** Billing information. */
  billingCompanyName: string;
  billingContact: string;
  billingEmail: string;
  billingPhone: string;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
}

export const BILLING_ADDRESS_FIELDS = [
  'billingAddress',
  'billingCity',
  'billingState',
  'billingZip',
] as const satisfies readonly (keyof PaymentFormValues)[];

/** Every field in the order the form shows it (the first invalid one gets the focus). */
export const PAYMENT_FIELDS = [
  'schedule',
  'poNumber',
  'cardholderName',
  'cardNumber',
  'expiryDate',
  'cvv',
  'accountName',
  'bankName',
  'routingNumber',
  'accountNumber',
  'accountType',
  'achAuthorization',
  'accountOwnership',
  'billingCompanyName',
  'billingContact',
  'billingEmail',
  'billingPhone',
  ...BILLING_ADDRESS_FIELDS,
] as const satisfies readonly (keyof PaymentFormValues)[];

/** What the form needs to know beyond its values. */
export interface PaymentFormContext {
  type: PaymentType;
  /** The figures of the agreement paid: what the method bills follows them. */
  totals?: Pick<AgreementTotals, 'grandTotalCents' | 'longestMonths'> | null;
  /** The method being edited. */
  saved?: PaymentMethod;
  /** "Now" for the expiry check (a card is good through the end of its month). */
  now?: Date;
}

/**
 * What the method bills on the chosen schedule (docs/contracts-and-money.md, "The amount follows
 * the agreement"): the amount, whether that pays in full, and how it was computed; or why the
 * schedule is not possible. Null while the agreement's figures are unknown.
 */
export function formAmountRule(
  values: Pick<PaymentFormValues, 'schedule'>,
  totals: PaymentFormContext['totals'],
): PaymentAmountRule | null {
  return totals ? paymentAmountRule(totals, values.schedule === 'monthly') : null;
}

const EMPTY_VALUES: PaymentFormValues = {
  schedule: 'one-time',
  poNumber: '',
  cardholderName: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  accountName: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: '',
  achAuthorization: false,
  accountOwnership: false,
  billingCompanyName: '',
  billingContact: '',
  billingEmail: '',
  billingPhone: '',
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
};

/** What a new method starts from: the agreement's company, signer and address, and the account. */
export interface NewPaymentDefaults {
  schedule?: PaymentSchedule;
  companyName?: string;
  contact?: string;
  email?: string;
  phone?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/**
 * A new method: one-time unless told otherwise, and the billing details from the agreement and
 * the account.
 */
export function newPaymentValues(defaults: NewPaymentDefaults): PaymentFormValues {
  return {
    ...EMPTY_VALUES,
    schedule: defaults.schedule ?? 'one-time',
    billingCompanyName: defaults.companyName ?? '',
    billingContact: defaults.contact ?? '',
    billingEmail: defaults.email ?? '',
    billingPhone: defaults.phone ?? '',
    billingAddress: defaults.street ?? '',
    billingCity: defaults.city ?? '',
    billingState: defaults.state ?? '',
    billingZip: defaults.zip ?? '',
  };
}

/**
 * A saved method as the form holds it for an edit. Numbers that are never read back (card
 * number, CVV, routing and account numbers) start empty: left empty, the stored ones stay. The
 * ACH ticks start unticked (an edit that changes what they authorised asks them again).
 */
export function savedPaymentValues(saved: PaymentMethod): PaymentFormValues {
  return {
    ...EMPTY_VALUES,
    schedule: saved.isMonthly ? 'monthly' : 'one-time',
    poNumber: saved.poNumber ?? '',
    cardholderName: saved.cardholderName ?? '',
    expiryDate: saved.expiryDate ?? '',
    accountName: saved.accountName ?? '',
    bankName: saved.bankName ?? '',
    accountType: saved.accountType ?? '',
    billingCompanyName: saved.billingCompanyName ?? '',
    billingContact: saved.billingContact ?? '',
    billingEmail: saved.billingEmail ?? '',
    billingPhone: saved.billingPhone ?? '',
    billingAddress: saved.billingAddress ?? '',
    billingCity: saved.billingCity ?? '',
    billingState: saved.billingState ?? '',
    billingZip: saved.billingZip ?? '',
  };
}

const filled = (value: string | undefined) => Boolean(value?.trim());

/** The edit keeps the stored card when its number is left empty. */
export function keepsStoredCard(context: PaymentFormContext): boolean {
  const { saved, type } = context;
  return type === 'pay by credit card' && saved?.paymentType === type && saved.last4 !== null;
}

/** The edit keeps the stored routing / account number when it is left empty. */
export function keepsStoredBankNumbers(context: PaymentFormContext) {
  const { saved, type } = context;
  const ach = type === 'pay by ach' && saved?.paymentType === type;
  return {
    routing: ach && saved?.routingNumberLast4 != null,
    account: ach && saved?.accountNumberLast4 != null,
  };
}

/**
 * Whether the two ACH ticks are needed: always for a new ACH method and for confirming a method
 * carried over to a newer version of its agreement (its amount was recomputed); for an edit, when
 * it changes what the client authorised (the account, the amount, the schedule), as the API
 * decides it.
 */
export function achTicksRequired(values: PaymentFormValues, context: PaymentFormContext): boolean {
  const { saved, type } = context;
  if (type !== 'pay by ach') return false;
  if (!saved || saved.paymentType !== type || saved.needsConfirmation) return true;
  const rule = formAmountRule(values, context.totals);
  return (
    filled(values.routingNumber) ||
    filled(values.accountNumber) ||
    (rule?.ok === true && rule.amountCents !== saved.amountCents) ||
    (values.schedule === 'monthly') !== saved.isMonthly ||
    values.accountName.trim() !== (saved.accountName ?? '') ||
    values.bankName.trim() !== (saved.bankName ?? '') ||
    (values.accountType || null) !== saved.accountType
  );
}

const required = (message: string) => string().trim().required(message);

/**
 * The rules of spec 001 §5 field by field, with the API's messages (`PAYMENT_MESSAGES`), for the
 * chosen type, and the schedule the agreement allows (monthly needs a monthly service). The API
 * applies the same rules (`paymentProblem`) and answers the first one broken.
 */
export function paymentSchema(context: PaymentFormContext) {
  const { type, totals } = context;
  const card = type === 'pay by credit card';
  const ach = type === 'pay by ach';
  const keepCard = keepsStoredCard(context);
  const keepBank = keepsStoredBankNumbers(context);
  const newCard = (cardNumber: string | undefined) => !keepCard || filled(cardNumber);

  const billingAddress = card
    ? Object.fromEntries(
        BILLING_ADDRESS_FIELDS.map((name) => [name, required(PAYMENT_MESSAGES.billingAddress)]),
      )
    : {};

  const ticks = boolean().test(
    'ach-authorization',
    PAYMENT_MESSAGES.achAuthorization,
    (value, test) => value === true || !achTicksRequired(test.parent, context),
  );

  return object({
    schedule: string()
      .oneOf(['one-time', 'monthly'], PAYMENT_MESSAGES.schedule)
      .test('schedule-allowed', (value, test) => {
        const rule = formAmountRule({ schedule: value as PaymentSchedule }, totals);
        return !rule || rule.ok || test.createError({ message: rule.message });
      }),
    billingEmail: string().test(
      'email',
      PAYMENT_MESSAGES.billingEmail,
      (value) => !filled(value) || billingEmailValid(value ?? ''),
    ),
    ...billingAddress,
    ...(card
      ? {
          cardholderName: required(PAYMENT_MESSAGES.cardholderName),
          cardNumber: string().test(
            'card-number',
            PAYMENT_MESSAGES.cardNumber,
            (value) => !newCard(value) || cardNumberValid(value ?? ''),
          ),
          expiryDate: string()
            .test('expiry', PAYMENT_MESSAGES.expiryDate, (value) => !!parseExpiry(value ?? ''))
            .test('expired', PAYMENT_MESSAGES.cardExpired, (value) => {
              const expiry = parseExpiry(value ?? '');
              return !expiry || !cardExpired(expiry, context.now ?? new Date());
            }),
          cvv: string().test(
            'cvv',
            PAYMENT_MESSAGES.cvv,
            (value, test) => !newCard(test.parent.cardNumber) || cvvValid(value?.trim() ?? ''),
          ),
        }
      : {}),
    ...(ach
      ? {
          accountName: required(PAYMENT_MESSAGES.accountName),
          bankName: required(PAYMENT_MESSAGES.bankName),
          routingNumber: string().test(
            'routing-number',
            PAYMENT_MESSAGES.routingNumber,
            (value) =>
              (keepBank.routing && !filled(value)) || routingNumberValid(value?.trim() ?? ''),
          ),
          accountNumber: string().test(
            'account-number',
            PAYMENT_MESSAGES.accountNumber,
            (value) =>
              (keepBank.account && !filled(value)) || accountNumberValid(value?.trim() ?? ''),
          ),
          // Formik hands an empty value over as undefined, which oneOf alone lets through.
          accountType: string()
            .required(PAYMENT_MESSAGES.accountType)
            .oneOf(BANK_ACCOUNT_TYPES, PAYMENT_MESSAGES.accountType),
          achAuthorization: ticks,
          accountOwnership: ticks,
        }
      : {}),
  });
}

const orNull = (value: string) => value.trim() || null;

/**
 * `POST /api/payment-setup` (a new method) or `PATCH /api/payment-info/{id}` (an edit): the spec's
 * snake_case payload with the chosen type's fields. The amount is the one the agreement bills on
 * the schedule (`formAmountRule`), in dollars, and the method pays in full exactly when it is
 * one-time. An edit leaves out a card number, CVV, routing or account number left empty, so the
 * stored one stays; the ACH ticks are sent once ticked (the API records the authorisation anew
 * each time they are sent).
 */
export function toPaymentRequest(
  values: PaymentFormValues,
  type: PaymentType,
  agreementId: number,
  amountCents: number,
): PaymentSetupRequest {
  const monthly = values.schedule === 'monthly';
  const request: PaymentSetupRequest = {
    amount: centsToAmount(amountCents),
    consulting_agreement_id: agreementId,
    payment_type: type,
    is_monthly: monthly,
    is_paid_in_full: !monthly,
    po_number: orNull(values.poNumber),
    billing_company_name: orNull(values.billingCompanyName),
    billing_contact: orNull(values.billingContact),
    billing_email: orNull(values.billingEmail),
    billing_phone: orNull(values.billingPhone),
    billing_address: orNull(values.billingAddress),
    billing_city: orNull(values.billingCity),
    billing_state: orNull(values.billingState),
    billing_zip: orNull(values.billingZip),
  };
  if (type === 'pay by credit card') {
    request.cardholder_name = values.cardholderName.trim();
    request.expiry_date = values.expiryDate.trim();
    if (filled(values.cardNumber)) {
      request.card_number = values.cardNumber.trim();
      request.last4 = lastFour(values.cardNumber);
      request.cvv = values.cvv.trim();
    }
  }
  if (type === 'pay by ach') {
    request.account_name = values.accountName.trim();
    request.bank_name = values.bankName.trim();
    request.account_type = values.accountType || null;
    if (filled(values.routingNumber)) request.routing_number = values.routingNumber.trim();
    if (filled(values.accountNumber)) request.account_number = values.accountNumber.trim();
    if (values.achAuthorization && values.accountOwnership) {
      request.ach_authorization = true;
      request.account_ownership = true;
    }
  }
  return request;
}

/** Which field a message of the API's (spec 001 §5) is about, so it can show under that field. */
export function fieldOfMessage(
  message: string,
  values: PaymentFormValues,
): keyof PaymentFormValues | null {
  const M = PAYMENT_MESSAGES;
  const byMessage: Record<string, keyof PaymentFormValues> = {
    [M.schedule]: 'schedule',
    [PAYMENT_AMOUNT_MESSAGES.monthlyWithoutMonthlyService]: 'schedule',
    [PAYMENT_AMOUNT_MESSAGES.paidInFull]: 'schedule',
    [M.cardholderName]: 'cardholderName',
    [M.cardNumber]: 'cardNumber',
    [M.expiryDate]: 'expiryDate',
    [M.cardExpired]: 'expiryDate',
    [M.cvv]: 'cvv',
    [M.accountName]: 'accountName',
    [M.bankName]: 'bankName',
    [M.routingNumber]: 'routingNumber',
    [M.accountNumber]: 'accountNumber',
    [M.accountType]: 'accountType',
    [M.achAuthorization]: 'achAuthorization',
    [M.billingEmail]: 'billingEmail',
  };
  if (byMessage[message]) return byMessage[message];
  if (message === M.billingAddress) {
    return BILLING_ADDRESS_FIELDS.find((name) => !filled(values[name])) ?? 'billingAddress';
  }
  return null;
}

/** The API's field names (`card_number`) as the form names them (`cardNumber`). */
export function formFieldName(apiField: string): string {
  return apiField.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}
