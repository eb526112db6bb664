import { LIMITS } from './limits';
import { PAYMENT_LIMITS } from './payment';

/**
 * Hints shown under the fields whose rule is not obvious, before any message and replaced by it
 * (issue 18), in the words of the rule the forms and the API check. The phone rule counts
 * characters, not digits (req SITE-5: "at least 10 characters, no format check").
 */
export const FORM_HINTS = {
  phone: `At least ${LIMITS.phoneMin} characters, any format`,
  zipCode: 'ZIP or postal code',
  password: `At least ${LIMITS.passwordMin} characters`,
  website: 'Such as www.example.com or https://example.com',
  cardNumber: `${PAYMENT_LIMITS.cardNumberMinDigits} or ${PAYMENT_LIMITS.cardNumberMaxDigits} digits`,
  expiryDate: 'Month and year as on the card, such as 04/29',
  cvv: `${PAYMENT_LIMITS.cvvMinDigits} or ${PAYMENT_LIMITS.cvvMaxDigits} digits, never stored`,
  routingNumber: `${PAYMENT_LIMITS.routingNumberDigits} digits`,
  accountNumber: `${PAYMENT_LIMITS.accountNumberMinDigits} to ${PAYMENT_LIMITS.accountNumberMaxDigits} digits`,
} as const;

/**
 * The typed signature's hint. The signature is compared with the signer name as people mean it
 * (case, spacing, apostrophes and hyphens aside: `sameName`, docs/decisions.md "Typed
 * signatures"), so the hint asks for the name and promises no exact match.
 */
export function signatureHint(signerName: string): string {
  return `Type the signer name to sign: ${signerName || '…'}`;
}
