import {
  PAYMENT_METHOD_STATUS_LABELS,
  formatLongDate,
  type PaymentMethodStatus,
  type PaymentMethodSummary,
} from '@consult/domain';

type WithStatus = Pick<PaymentMethodSummary, 'status' | 'statusChangedAt'>;

/**
 * A method's status (docs/contracts-and-money.md, "Payment methods"). The API always sends it;
 * a summary without one (built before statuses existed) is in force.
 */
export function paymentMethodStatus(
  method: Pick<PaymentMethodSummary, 'status'>,
): PaymentMethodStatus {
  return method.status ?? 'active';
}

/** The agreement's one method in force: the only kind that bills, is edited or is paid. */
export function isInForce(method: Pick<PaymentMethodSummary, 'status'>): boolean {
  return paymentMethodStatus(method) === 'active';
}

/** "March 9, 2025": when a method was replaced or ended; null while in force. */
export function statusChangedDate(method: WithStatus): string | null {
  if (paymentMethodStatus(method) === 'active' || !method.statusChangedAt) return null;
  return formatLongDate(method.statusChangedAt.slice(0, 10));
}

/** "In force", "Replaced on March 9, 2025", "Ended on March 9, 2025". */
export function paymentMethodStatusText(method: WithStatus): string {
  const label = PAYMENT_METHOD_STATUS_LABELS[paymentMethodStatus(method)];
  const date = statusChangedDate(method);
  return date ? `${label} on ${date}` : label;
}

/** The methods in force, and the replaced and ended ones (history), each in the order given. */
export function splitByStatus<T extends Pick<PaymentMethodSummary, 'status'>>(
  methods: readonly T[],
): { inForce: T[]; history: T[] } {
  return {
    inForce: methods.filter((method) => isInForce(method)),
    history: methods.filter((method) => !isInForce(method)),
  };
}

/** A method in force that was carried over to a newer version of its agreement, unconfirmed. */
export function needsConfirmation(
  method: Pick<PaymentMethodSummary, 'status' | 'needsConfirmation'>,
): boolean {
  return isInForce(method) && method.needsConfirmation === true;
}

/** Where a method is edited, and where a carried-over one is confirmed (by saving it again). */
export function editPath(methodId: number): string {
  return `/payment-method/${methodId}?mode=edit`;
}

/** The method in force for an agreement (a version of it, named by its id or its reference). */
export function methodInForceFor<
  T extends Pick<PaymentMethodSummary, 'status' | 'consultingAgreementId' | 'agreementReference'>,
>(
  methods: readonly T[] | null | undefined,
  agreement: { id: number; reference: string },
): T | null {
  return (
    (methods ?? []).find(
      (method) =>
        isInForce(method) &&
        (method.consultingAgreementId === agreement.id ||
          method.agreementReference === agreement.reference),
    ) ?? null
  );
}
