import type { BankAccountType, PaymentMethod } from './payment';

/**
 * What a client's ACH debit authorisation covers (ACH_AUTHORIZATION: "the bank account above …
 * for the amount and on the schedule shown"), for the agreement the method pays: as the saved
 * method holds it. Any method's stored fields fit (the API's row, the portal's `PaymentMethod`).
 */
export type AchAuthorizedTerms = Pick<
  PaymentMethod,
  'consultingAgreementId' | 'amountCents' | 'isMonthly' | 'accountName' | 'accountType' | 'bankName'
>;

/** The same terms as an edit would save them: text as typed, and the bank numbers typed anew. */
export interface AchEditedTerms {
  consultingAgreementId: number | null;
  /** Null when the edit's amount is unknown or not an amount: not the one authorised either. */
  amountCents: number | null;
  isMonthly: boolean;
  accountName: string | null | undefined;
  accountType: BankAccountType | '' | null | undefined;
  bankName: string | null | undefined;
  /** A routing or account number typed anew; left blank, the stored one stays. */
  routingNumber?: string | null;
  accountNumber?: string | null;
}

/**
 * Whether an edit of an ACH method changes what the client authorised, so the two ticks are asked
 * again (docs/contracts-and-money.md, "Payment methods"): a new routing or account number, another
 * amount, schedule or agreement, or another holder, account type or bank. Text is compared
 * trimmed, blank as empty. The one rule of the portal's form and the API's edit; both also ask
 * the ticks whenever the method was not ACH before or awaits confirmation.
 */
export function changesAchAuthorizedTerms(
  authorized: AchAuthorizedTerms,
  edited: AchEditedTerms,
): boolean {
  return (
    trimmedOrNull(edited.routingNumber) !== null ||
    trimmedOrNull(edited.accountNumber) !== null ||
    edited.amountCents !== authorized.amountCents ||
    edited.isMonthly !== authorized.isMonthly ||
    edited.consultingAgreementId !== authorized.consultingAgreementId ||
    trimmedOrNull(edited.accountName) !== trimmedOrNull(authorized.accountName) ||
    (edited.accountType || null) !== authorized.accountType ||
    trimmedOrNull(edited.bankName) !== trimmedOrNull(authorized.bankName)
  );
}

function trimmedOrNull(value: string | null | undefined): string | null {
  return value?.trim() || null;
}
