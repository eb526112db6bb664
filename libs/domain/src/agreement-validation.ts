import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  AGREEMENT_PAYMENT_TYPES,
  type AgreementClientData,
  type AgreementServiceSelection,
} from './agreement';
import { findServiceByName } from './catalogue';
import { parseMoney } from './money';
import { offersSuccessBased, priceAgreement } from './pricing';

/**
 * The rules of req DOCS-5 for an agreement's content, shared by the client's form, the firm's
 * amendment form (shown in a toast on submit) and the API (a 400 with the same message). Field
 * shapes (text, numbers) are the DTO's business; this checks what the catalogue and the pricing
 * rules allow: whole-dollar fees and down payments, hours and months of 1 or more, and a total
 * above $0 (an agreement bills something). Returns the first problem.
 */

const CLIENT_FIELDS: (keyof AgreementClientData)[] = [
  'companyName',
  'signerName',
  'signerTitle',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyZip',
  'companyPhone',
];

/** A fee or a down payment: whole dollars, read by the same parser as the forms' fields. */
const isWholeDollars = (value: unknown): value is number =>
  typeof value === 'number' && parseMoney(value, { cents: false }).ok;

/** Hours and months: whole numbers of 1 or more. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

export function clientDataProblem(clientData: Partial<AgreementClientData>): string | null {
  const missing = CLIENT_FIELDS.some((field) => {
    const value = clientData[field];
    return typeof value !== 'string' || value.trim() === '';
  });
  return missing ? AGREEMENT_MESSAGES.clientInformation : null;
}

export function serviceProblem(selection: AgreementServiceSelection): string | null {
  const service = findServiceByName(selection.name);
  if (!service) return AGREEMENT_MESSAGES.unknownService(selection.name);
  if (selection.subServices.length === 0) return AGREEMENT_MESSAGES.noSubService(service.name);
  const known = new Set(service.subServices.map((sub) => sub.name));
  const unknown = selection.subServices.find((sub) => !known.has(sub));
  if (unknown !== undefined) return AGREEMENT_MESSAGES.unknownSubService(service.name, unknown);
  if (new Set(selection.subServices).size !== selection.subServices.length) {
    return AGREEMENT_MESSAGES.duplicateSubService(service.name);
  }
  if (!(AGREEMENT_PAYMENT_TYPES as readonly string[]).includes(selection.paymentType)) {
    return AGREEMENT_MESSAGES.paymentType;
  }
  if (selection.paymentType === 'success' && !offersSuccessBased(service.name)) {
    return AGREEMENT_MESSAGES.successNotOffered(service.name);
  }
  if (!isWholeDollars(selection.fee)) return AGREEMENT_MESSAGES.feeDigits;
  if (selection.fee > AGREEMENT_LIMITS.maxFee) return AGREEMENT_MESSAGES.feeTooLarge;
  if (selection.paymentType === 'success') {
    if (!isWholeDollars(selection.downPayment)) return AGREEMENT_MESSAGES.downPaymentDigits;
    if (selection.downPayment > AGREEMENT_LIMITS.maxFee) return AGREEMENT_MESSAGES.feeTooLarge;
  }
  if (selection.paymentType === 'hourly') {
    if (!isCount(selection.hours)) return AGREEMENT_MESSAGES.hours;
    if (selection.hours > AGREEMENT_LIMITS.maxHours) return AGREEMENT_MESSAGES.hoursTooLarge;
  }
  if (selection.paymentType === 'monthly') {
    if (!isCount(selection.months)) return AGREEMENT_MESSAGES.months;
    if (selection.months > AGREEMENT_LIMITS.maxMonths) return AGREEMENT_MESSAGES.monthsTooLarge;
  }
  return null;
}

/** The first problem with an agreement's content, in the order the form shows them; null if none. */
export function agreementProblem(
  clientData: Partial<AgreementClientData>,
  services: readonly AgreementServiceSelection[],
): string | null {
  if (services.length === 0) return AGREEMENT_MESSAGES.noService;
  const clientProblem = clientDataProblem(clientData);
  if (clientProblem) return clientProblem;
  const seen = new Set<string>();
  for (const selection of services) {
    if (seen.has(selection.name)) return AGREEMENT_MESSAGES.duplicateService(selection.name);
    seen.add(selection.name);
    const problem = serviceProblem(selection);
    if (problem) return problem;
  }
  if (priceAgreement(services).totals.grandTotalCents === 0) return AGREEMENT_MESSAGES.zeroTotal;
  return null;
}
