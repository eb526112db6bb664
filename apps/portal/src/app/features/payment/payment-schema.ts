import { boolean, object, string, type AnySchema, type StringSchema } from 'yup';
import {
  BANK_ACCOUNT_TYPES,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TEXT_FIELDS,
  accountNumberValid,
  billingEmailValid,
  cardExpired,
  cardNumberValid,
  changesAchAuthorizedTerms,
  cvvValid,
  parseExpiry,
  paymentAmountRule,
  routingNumberValid,
  type AgreementTotals,
  type BankAccountType,
  type PaymentAmountRule,
  type PaymentMethod,
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
  /** The agreement the method pays; an edit's defaults to the saved method's. */
  agreementId?: number;
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
 * it changes what the client authorised (`changesAchAuthorizedTerms`, the API's rule too).
 */
export function achTicksRequired(values: PaymentFormValues, context: PaymentFormContext): boolean {
  const { saved, type } = context;
  if (type !== 'pay by ach') return false;
  if (!saved || saved.paymentType !== type || saved.needsConfirmation) return true;
  const rule = formAmountRule(values, context.totals);
  return changesAchAuthorizedTerms(saved, {
    consultingAgreementId: context.agreementId ?? saved.consultingAgreementId,
    amountCents: rule?.ok ? rule.amountCents : null,
    isMonthly: values.schedule === 'monthly',
    accountName: values.accountName,
    accountType: values.accountType,
    bankName: values.bankName,
    routingNumber: values.routingNumber,
    accountNumber: values.accountNumber,
  });
}

const required = (message: string) => string().trim().required(message);

/** The free-text fields, each one of this form's (a name the form lacks does not compile). */
const TEXT_FIELDS: readonly (keyof typeof PAYMENT_TEXT_FIELDS & keyof PaymentFormValues)[] =
  Object.keys(PAYMENT_TEXT_FIELDS) as (keyof typeof PAYMENT_TEXT_FIELDS)[];

/**
 * A free-text field's rules, then its length, counted as the API counts it (trimmed): a value past
 * its limit stays in the field and is refused with the API's message.
 */
function withinLength(name: keyof typeof PAYMENT_TEXT_FIELDS, rules: StringSchema = string()) {
  const [label, max] = PAYMENT_TEXT_FIELDS[name];
  return rules.test(
    'length',
    MESSAGES.tooLong(label, max),
    (value) => (value ?? '').trim().length <= max,
  );
}

/**
 * The rules of req DOCS-5 field by field, with the API's messages (`PAYMENT_MESSAGES`), for the
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

  const shape: Record<string, AnySchema> = {
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
  };
  for (const name of TEXT_FIELDS) {
    shape[name] = withinLength(name, shape[name] as StringSchema | undefined);
  }
  return object(shape);
}
