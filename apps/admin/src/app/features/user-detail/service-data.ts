import {
  AGREEMENT_PAYMENT_TYPES,
  billingSummary,
  countOf,
  priceAgreement,
  serviceSubtotalCents,
  type AdminBillingSummary,
  type AdminServiceItem,
  type AgreementPaymentType,
  type AgreementServiceSelection,
} from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';

/**
 * A service of the user's active agreement, read back from `serviceType`: the shape the API writes
 * there (`AdminServiceItem`), with every field filled in even where the stored item lacks it.
 */
export type ServiceLine = AdminServiceItem;

export type ServiceData =
  | { state: 'ok'; services: ServiceLine[]; summary: AdminBillingSummary }
  | { state: 'invalid' | 'unparsable' | 'empty'; message: string };

const PAYMENT_TYPES: readonly string[] = [...AGREEMENT_PAYMENT_TYPES, 'annual'];

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * One stored service item, read defensively (req DOCS-3 "Service item"): a payment type the
 * console does not know is a fixed project fee, the payment method defaults to 'Invoice', and
 * sub-services are the names given.
 */
function readItem(raw: Partial<AdminServiceItem> & Record<string, unknown>): ServiceLine {
  const paymentType = (
    PAYMENT_TYPES.includes(String(raw.paymentType)) ? raw.paymentType : 'project'
  ) as AgreementPaymentType;
  const selection: AgreementServiceSelection = {
    name: String(raw.name ?? 'Service'),
    subServices: Array.isArray(raw.subServices) ? raw.subServices.map(String) : [],
    paymentType,
    fee: count(raw.fee) ?? 0,
    ...(count(raw.hours) !== null ? { hours: count(raw.hours) as number } : {}),
    ...(count(raw.months) !== null ? { months: count(raw.months) as number } : {}),
    ...(count(raw.downPayment) !== null ? { downPayment: count(raw.downPayment) as number } : {}),
  };
  return {
    name: selection.name,
    description: typeof raw.description === 'string' ? raw.description : '',
    paymentType,
    fee: selection.fee,
    months: selection.months ?? null,
    hours: selection.hours ?? null,
    downPayment: selection.downPayment ?? null,
    paymentMethod:
      typeof raw.paymentMethod === 'string' && raw.paymentMethod ? raw.paymentMethod : 'Invoice',
    subServices: selection.subServices,
    subtotalCents: serviceSubtotalCents(selection),
  };
}

const asSelection = (line: ServiceLine): AgreementServiceSelection => ({
  name: line.name,
  subServices: line.subServices,
  paymentType: line.paymentType,
  fee: line.fee,
  ...(line.hours !== null ? { hours: line.hours } : {}),
  ...(line.months !== null ? { months: line.months } : {}),
  ...(line.downPayment !== null ? { downPayment: line.downPayment } : {}),
});

/**
 * The user's service information (req DOCS-2, DOCS-8, DOCS-9): `serviceType` is JSON text of a list.
 * Text that is not JSON, JSON that is not a list, and an empty list each have their message. The
 * figures are the shared pricing rules' (`@consult/domain`): each service's subtotal, and the
 * billing summary's grand total, down payments and remaining balance.
 */
export function readServiceData(serviceType: string | null | undefined): ServiceData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(serviceType ?? '');
  } catch {
    return { state: 'unparsable', message: ADMIN_TEXT.servicesUnparsable };
  }
  if (!Array.isArray(parsed)) return { state: 'invalid', message: ADMIN_TEXT.servicesInvalid };
  const items = parsed.filter((item) => item && typeof item === 'object');
  if (items.length === 0) return { state: 'empty', message: ADMIN_TEXT.servicesEmpty };
  const services = items.map(readItem);
  const { totals } = priceAgreement(services.map(asSelection));
  return { state: 'ok', services, summary: billingSummary(totals) };
}

/** How a service's quantity reads in its label: months default to 1 and hours to 0 (req DOCS-9). */
export function quantityLabel(line: ServiceLine): string | null {
  switch (line.paymentType) {
    case 'hourly':
      return countOf(line.hours ?? 0, 'hour');
    case 'monthly':
      return countOf(line.months ?? 1, 'month');
    case 'annual':
      return '12 months';
    default:
      return null;
  }
}
