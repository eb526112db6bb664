import type { AgreementServiceSelection, AgreementClientData } from './agreement';

/**
 * Firm amendments (req RULES-2; docs/contracts-and-money.md). The firm proposes a new version of
 * a client's agreement; the client signs exactly that version (`POST /api/consulting-agreement`
 * with its id and its own terms), or declines it; the firm may withdraw it. Until the client
 * signs, the version signed before stays in force everywhere.
 */

/** `POST /api/consulting-agreement/{id}/decline`. */
export interface DeclineAmendmentRequest {
  /** Optional: why the client declines, sent to the firm's inbox. */
  note?: string;
}

export const AMENDMENT_LIMITS = { declineNoteMax: 2000 } as const;

export const AMENDMENT_MESSAGES = {
  termsDiffer:
    'This amendment can only be signed exactly as the firm proposed it. To ask for other terms, decline it and say why in the note.',
  pendingExists:
    'The firm has proposed an amendment to this agreement: sign or decline it before changing the agreement',
  notPending: 'This amendment is no longer awaiting a signature',
  proposalExists:
    'This agreement already has a proposed amendment awaiting the client: withdraw it before proposing another',
  notInForce: 'Only the version in force can be amended',
  declineNoteTooLong: `The note must be at most ${AMENDMENT_LIMITS.declineNoteMax} characters`,
  declineNoteText: 'The note must be text',
} as const;

/** Portal toasts and labels of the amendment review. */
export const AMENDMENT_TEXT = {
  awaitingSignature: 'Awaiting your signature',
  signed: 'Amendment signed',
  declined: 'Amendment declined',
  declineFailed: 'Failed to decline the amendment',
  withdrawn: 'Amendment withdrawn',
  withdrawFailed: 'Failed to withdraw the amendment',
} as const;

/**
 * Whether a client's re-signing request carries exactly the proposed terms: the client block
 * (the date aside: the client signs on their own date) and the services with their fees and
 * quantities, in the same order.
 */
export function sameTermsAsProposed(
  proposed: {
    clientData: Omit<AgreementClientData, 'date'>;
    services: readonly AgreementServiceSelection[];
  },
  request: { clientData: AgreementClientData; services: readonly AgreementServiceSelection[] },
): boolean {
  const client = (data: Omit<AgreementClientData, 'date'>) =>
    [
      data.companyName,
      data.companyStreet,
      data.companyCity,
      data.companyState,
      data.companyZip,
      data.companyPhone,
      data.signerName,
      data.signerTitle,
    ].map((value) => value.trim());
  const service = (selection: AgreementServiceSelection) =>
    JSON.stringify([
      selection.name,
      [...selection.subServices].sort(),
      selection.paymentType,
      selection.fee,
      selection.paymentType === 'hourly' ? selection.hours : null,
      selection.paymentType === 'monthly' ? selection.months : null,
      selection.paymentType === 'success' ? selection.downPayment : null,
    ]);
  const sortedServices = (list: readonly AgreementServiceSelection[]) => list.map(service).sort();
  return (
    JSON.stringify(client(proposed.clientData)) === JSON.stringify(client(request.clientData)) &&
    JSON.stringify(sortedServices(proposed.services)) ===
      JSON.stringify(sortedServices(request.services))
  );
}
