import { consultingAgreementDocument } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementReference,
  priceAgreement,
  type Agreement,
  type AgreementServiceSelection,
  type AgreementSummary,
  type AgreementVersionEntry,
  type PendingAmendmentSummary,
} from '@consult/domain';
import { agreementServices, buildClientData } from '@consult/testing/browser';

/**
 * The services of the portal specs' agreement: Business Strategy hourly ($500 × 10 h = $5,000) and
 * Digital Solutions monthly ($5,000 × 6 months × 2 = $60,000): $65,000 in all, $10,833.33 a month.
 */
export const AGREEMENT_SERVICES: AgreementServiceSelection[] = agreementServices();

/** The client's signature evidence of the specs' signed versions. */
export const SIGNATURE_EVIDENCE = {
  signedAt: '2025-03-05T14:03:22.123Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
  documentHash: '8f14e45fceea167a5a36dedd4bea2543a8f14e45fceea167a5a36dedd4bea254',
};

type SummaryOverrides = Partial<Omit<AgreementSummary, 'services' | 'totals'>> & {
  services?: AgreementServiceSelection[];
};

/** An agreement as `GET /api/consulting-agreements` lists it: Lindqvist Logistics, March 5, 2025. */
export function buildAgreementSummary(overrides: SummaryOverrides = {}): AgreementSummary {
  const { services = AGREEMENT_SERVICES, ...rest } = overrides;
  const { lines, totals } = priceAgreement(services);
  const id = rest.id ?? 4;
  const { date: signedDate, ...client } = buildClientData();
  return {
    id,
    reference: agreementReference(id),
    version: 1,
    previousVersionId: null,
    supersededById: null,
    status: 'active',
    amendedByFirm: false,
    agreementKey: id,
    proposedAt: null,
    resolvedAt: null,
    declineNote: null,
    pendingAmendment: null,
    ...client,
    signedDate,
    typedSignature: 'Ada Lindqvist',
    services: lines,
    totals,
    createdAt: '2025-03-05T14:03:22.123Z',
    signature: SIGNATURE_EVIDENCE,
    ...rest,
  };
}

/** A version as the history lists it: by default, the agreement's first and only version. */
export function historyEntry(
  version: Pick<AgreementSummary, 'id' | 'version' | 'status' | 'amendedByFirm' | 'totals'> &
    Partial<Pick<AgreementSummary, 'signature' | 'proposedAt' | 'resolvedAt'>>,
): AgreementVersionEntry {
  return {
    id: version.id,
    version: version.version,
    status: version.status,
    amendedByFirm: version.amendedByFirm ?? false,
    clientSignedAt: version.signature?.signedAt ?? null,
    proposedAt: version.proposedAt ?? null,
    resolvedAt: version.resolvedAt ?? null,
    grandTotalCents: version.totals.grandTotalCents,
  };
}

/**
 * A firm amendment awaiting the client (docs/contracts-and-money.md): version 2 (id 5) of CA-000004,
 * proposed April 2, 2025, never signed, with the firm's services (by default Business Strategy for
 * 12 hours instead of 10: $66,000). Its history lists version 1 in force and itself proposed.
 */
export function buildAmendment(
  overrides: SummaryOverrides & Partial<Pick<Agreement, 'history'>> = {},
) {
  const services = overrides.services ?? [
    { ...AGREEMENT_SERVICES[0], hours: 12 },
    AGREEMENT_SERVICES[1],
  ];
  const inForce = buildAgreementSummary();
  const amendment = buildAgreement({
    id: 5,
    agreementKey: 4,
    version: 2,
    previousVersionId: 4,
    status: 'pending',
    amendedByFirm: true,
    signedDate: '2025-04-02',
    typedSignature: '',
    signature: null,
    proposedAt: '2025-04-02T10:00:00.000Z',
    ...overrides,
    services,
  });
  return {
    ...amendment,
    history: overrides.history ?? [historyEntry(inForce), historyEntry(amendment)],
  };
}

/** What the version in force carries of the amendment above. */
export function pendingAmendmentOf(
  amendment: Pick<AgreementSummary, 'id' | 'version' | 'proposedAt' | 'totals'>,
): PendingAmendmentSummary {
  return {
    id: amendment.id,
    version: amendment.version,
    proposedAt: amendment.proposedAt ?? '2025-04-02T10:00:00.000Z',
    grandTotalCents: amendment.totals.grandTotalCents,
  };
}

/** One agreement with its document as signed, as `GET /api/consulting-agreement/{id}` answers it. */
export function buildAgreement(
  overrides: SummaryOverrides & Partial<Pick<Agreement, 'history'>> = {},
): Agreement {
  const { history, ...summaryOverrides } = overrides;
  const summary = buildAgreementSummary(summaryOverrides);
  return {
    ...summary,
    document: consultingAgreementDocument({
      firm: DEFAULT_FIRM,
      client: summary,
      signer: { name: summary.signerName, title: summary.signerTitle },
      agreementDate: summary.signedDate,
      services: overrides.services ?? AGREEMENT_SERVICES,
      // A version never signed (a firm proposal) has no signature on its document.
      signature: summary.signature ? summary.typedSignature : null,
      version: summary.version,
    }),
    history: history ?? [historyEntry(summary)],
    consent: summary.signature
      ? { version: '2025-01', acceptedAt: '2025-03-05T14:01:00.000Z' }
      : null,
  };
}
