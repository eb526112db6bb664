import {
  agreementReference,
  centsToAmount,
  instalmentSchedule,
  type AdminPaymentRecord,
  type PaymentMethod as PaymentMethodResponse,
  type PaymentMethodSummary,
} from '@consult/domain';
import { agreementKeyOf } from '../agreements/agreement-chain';
import type { BilledAgreement } from '../agreements/agreement-queries.service';
import type { ConsultingAgreement } from '../agreements/agreement.entity';
import type { PaymentMethod } from './payment-method.entity';

/**
 * What the API answers about a payment method, to its owner and to the console: never a card
 * number, a CVV, a routing number or an account number, only their last four digits (req RULES-5).
 */
export function toPaymentMethodSummary(
  method: PaymentMethod,
  agreement: BilledAgreement | null,
): PaymentMethodSummary &
  Pick<PaymentMethodResponse, 'amountCents' | 'agreementReference' | 'cardBrand'> {
  const longestMonths = agreement?.totals.longestMonths ?? null;
  return {
    id: method.id,
    consultingAgreementId: method.consultingAgreementId,
    agreementReference: agreementReference(
      agreement ? agreementKeyOf(agreement) : method.consultingAgreementId,
    ),
    paymentType: method.paymentType,
    isMonthly: method.isMonthly,
    amount: centsToAmount(method.amountCents),
    amountCents: method.amountCents,
    companyName: method.billingCompanyName ?? agreement?.companyName ?? null,
    last4: displayedLast4(method),
    cardBrand: method.paymentType === 'pay by credit card' ? method.cardBrand : null,
    createdAt: method.createdAt.toISOString(),
    status: method.status,
    statusChangedAt: method.statusChangedAt?.toISOString() ?? null,
    replacedById: method.replacedById,
    agreementVersion: agreement?.version ?? null,
    agreementTotalCents: agreement?.totals.grandTotalCents ?? null,
    needsConfirmation: method.needsConfirmation,
    instalments:
      method.isMonthly && agreement && longestMonths
        ? instalmentSchedule(agreement.totals.grandTotalCents, longestMonths)
        : null,
  };
}

export function toPaymentMethodResponse(
  method: PaymentMethod,
  agreement: BilledAgreement | null,
): PaymentMethodResponse {
  const isCard = method.paymentType === 'pay by credit card';
  const isAch = method.paymentType === 'pay by ach';
  return {
    ...toPaymentMethodSummary(method, agreement),
    isPaidInFull: method.isPaidInFull,
    poNumber: method.poNumber,
    billingCompanyName: method.billingCompanyName,
    billingAddress: method.billingAddress,
    billingCity: method.billingCity,
    billingState: method.billingState,
    billingZip: method.billingZip,
    billingEmail: method.billingEmail,
    billingContact: method.billingContact,
    billingPhone: method.billingPhone,
    cardholderName: isCard ? method.cardholderName : null,
    expiryDate: isCard ? method.cardExpiry : null,
    accountName: isAch ? method.accountName : null,
    accountType: isAch ? method.accountType : null,
    bankName: isAch ? method.bankName : null,
    routingNumberLast4: isAch ? method.routingNumberLast4 : null,
    accountNumberLast4: isAch ? method.accountNumberLast4 : null,
    achAuthorization:
      isAch && method.achAuthorizedAt
        ? {
            authorizedAt: method.achAuthorizedAt.toISOString(),
            ipAddress: method.achAuthorizationIp ?? '',
            userAgent: method.achAuthorizationUserAgent ?? '',
            version: method.achAuthorizationVersion ?? '',
          }
        : null,
    updatedAt: method.updatedAt.toISOString(),
  };
}

/** A payment method as the console's client detail lists it, with the agreement version it bills. */
export function toPaymentRecord(
  method: PaymentMethod,
  billed: Pick<ConsultingAgreement, 'version' | 'grandTotalCents'> | null,
): AdminPaymentRecord {
  const isCard = method.paymentType === 'pay by credit card';
  const isAch = method.paymentType === 'pay by ach';
  return {
    id: method.id,
    consultingAgreementId: method.consultingAgreementId,
    billingCompanyName: method.billingCompanyName,
    billingContact: method.billingContact,
    billingEmail: method.billingEmail,
    amount: centsToAmount(method.amountCents),
    amountCents: method.amountCents,
    paymentType: method.paymentType,
    isMonthly: method.isMonthly,
    isAutoPayment: isCard || isAch,
    last4: displayedLast4(method),
    cardBrand: isCard ? method.cardBrand : null,
    createdAt: method.createdAt.toISOString(),
    status: method.status,
    statusChangedAt: method.statusChangedAt?.toISOString() ?? null,
    agreementVersion: billed?.version ?? null,
    agreementTotalCents: billed?.grandTotalCents ?? null,
    needsConfirmation: method.needsConfirmation,
  };
}

/** Card: the card's last four; ACH: the account number's; an invoice shows none. */
function displayedLast4(method: PaymentMethod): string | null {
  if (method.paymentType === 'pay by credit card') return method.cardLast4;
  if (method.paymentType === 'pay by ach') return method.accountNumberLast4;
  return null;
}
