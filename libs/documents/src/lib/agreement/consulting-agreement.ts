import {
  PAYMENT_TYPE_LABELS,
  formatCents,
  instalmentSchedule,
  priceAgreement,
  successTerms,
  type AgreementServiceLine,
  type AgreementServiceSelection,
  type AgreementTotals,
  type DocumentBlock,
  type DocumentModel,
  type DocumentSection,
  type DocumentTable,
  type FirmDetails,
} from '@consult/domain';
import { agreementBetweenFirmAndClient, cityLine, paragraph, spelled } from '../agreement-frame';
import { MUTUAL_NDA_TERMS } from '../nda/mutual-nda';

/**
 * Bump when the wording changes; signed agreements keep the model (and version) they were signed
 * with. 2026-11: the monthly payment is rounded down and the last payment, with the cents left,
 * is stated, so the instalments add up to the grand total exactly.
 */
export const CONSULTING_AGREEMENT_TEMPLATE_VERSION = 'consulting-agreement/2026-11';

/**
 * The commercial terms of the firm's standard consulting agreement. CONFIGURATION, like the firm's
 * details: the law and courts are the mutual NDA's (the firm's seat), the notice period is the
 * spec's thirty days (req DOCS-9).
 */
export const CONSULTING_AGREEMENT_TERMS = {
  governingLaw: MUTUAL_NDA_TERMS.governingLaw,
  courts: MUTUAL_NDA_TERMS.courts,
  terminationNoticeDays: 30,
  invoiceDueDays: 30,
  confidentialityYears: MUTUAL_NDA_TERMS.survivalYears,
  liabilityCapMonths: 12,
} as const;

export interface ConsultingAgreementInput {
  firm: FirmDetails;
  client: {
    companyName: string;
    companyStreet: string;
    companyCity: string;
    companyState: string;
    companyZip: string;
    companyPhone: string;
  };
  signer: { name: string; title: string };
  /** yyyy-MM-dd: the Effective Date and the date of both signatures. */
  agreementDate: string;
  /** The client's choices; every figure is computed here with `priceAgreement`. */
  services: AgreementServiceSelection[];
  /** The client's typed signature; null for the draft the client reads before signing. */
  signature: string | null;
  /**
   * When re-signing: the reference ("CA-000042") of the version this one replaces. Shown in the
   * recitals only when `version` is 2 or more.
   */
  reference?: string;
  /** This version's number: 1 (the default) for a first signature, n + 1 when replacing version n. */
  version?: number;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const p = paragraph;

/** The client's address: "48 Wharf Road", "Portland, ME 04101", "Telephone ...". */
export function agreementClientAddressLines(client: ConsultingAgreementInput['client']): string[] {
  return [
    client.companyStreet,
    cityLine(client),
    client.companyPhone ? `Telephone ${client.companyPhone}` : '',
  ].filter(Boolean);
}

/**
 * How a service's fee is charged, with the same quantities `serviceSubtotalCents` multiplies:
 * "$500 per hour × 10 hours", "$5,000 per month × 6 months × 2 sub-services".
 */
export function feeTerms(line: AgreementServiceSelection): string {
  const fee = formatCents(line.fee * 100);
  const count = line.subServices.length;
  const perSubService = count > 1 ? ` × ${plural(count, 'sub-service')}` : '';
  switch (line.paymentType) {
    case 'hourly':
      return `${fee} per hour × ${plural(line.hours ?? 1, 'hour')}${perSubService}`;
    case 'monthly':
      return `${fee} per month × ${plural(line.months ?? 1, 'month')}${perSubService}`;
    case 'annual':
      return `${fee} per month × 12 months${perSubService}`;
    case 'success':
      return `${formatCents((line.downPayment ?? 0) * 100)} down payment + ${fee} base fee${perSubService}`;
    case 'project':
      return `${fee} fixed project fee${perSubService}`;
  }
}

/** The fee schedule: one row per service with the server's subtotal (the agreement and its invoices). */
export function agreementServicesTable(lines: AgreementServiceLine[]): DocumentTable {
  return {
    kind: 'table',
    caption: 'Schedule of Services and Fees',
    columns: ['Service', 'Sub-services', 'Payment type', 'Fee terms', 'Subtotal'],
    rows: lines.map((line) => [
      line.name,
      line.subServices.length ? line.subServices.join(', ') : 'None selected',
      PAYMENT_TYPE_LABELS[line.paymentType] ?? line.paymentType,
      feeTerms(line),
      formatCents(line.subtotalCents),
    ]),
  };
}

/** Totals by payment type, the grand total, the monthly payment and the down payments. */
export function agreementTotalsTable(totals: AgreementTotals): DocumentTable {
  const rows = totals.byPaymentType.map(({ paymentType, totalCents }) => [
    `${PAYMENT_TYPE_LABELS[paymentType] ?? paymentType} services`,
    formatCents(totalCents),
  ]);
  rows.push(['Grand total', formatCents(totals.grandTotalCents)]);
  if (totals.longestMonths) {
    const { regularCents, finalCents } = instalmentSchedule(
      totals.grandTotalCents,
      totals.longestMonths,
    );
    rows.push([
      `Monthly payment (grand total over ${plural(totals.longestMonths, 'month')})`,
      formatCents(regularCents),
    ]);
    if (finalCents !== regularCents) {
      rows.push([
        'Last monthly payment (with the cents the rounding left)',
        formatCents(finalCents),
      ]);
    }
  }
  if (totals.downPaymentCents > 0) {
    rows.push([
      'Down payments due on signing (included above)',
      formatCents(totals.downPaymentCents),
    ]);
  }
  return { kind: 'table', caption: 'Fee Summary', columns: ['Item', 'Amount'], rows };
}

/** Section 2: how the fees add up, then one paragraph per payment type present, then invoicing. */
function feeAndPaymentBlocks(
  lines: AgreementServiceLine[],
  totals: AgreementTotals,
): DocumentBlock[] {
  const terms = CONSULTING_AGREEMENT_TERMS;
  const chosen = lines.filter((line) => line.subServices.length > 0);
  const has = (type: AgreementServiceLine['paymentType']) =>
    chosen.some((line) => line.paymentType === type);
  let clause = 0;
  const next = (text: string, heading?: string) => p(`2.${++clause}`, text, heading);

  const blocks: DocumentBlock[] = [
    next(
      'In return for the Services, the Client shall pay the Firm the fees in the Schedule of Services and Fees in Section 1, in US dollars. Each Service’s subtotal is its fee multiplied by the number of its sub-services and, where they apply, by its hours or months; a success-based Service adds its down payment. The fees by payment type and in total are:',
    ),
    agreementTotalsTable(totals),
  ];
  if (has('hourly')) {
    blocks.push(
      next(
        'Hourly Services are charged for the hours stated in the Schedule. Further hours require the Client’s prior written approval and are charged at the same rate.',
        'Hourly fees.',
      ),
    );
  }
  if (totals.longestMonths) {
    const { regularCents, finalCents } = instalmentSchedule(
      totals.grandTotalCents,
      totals.longestMonths,
    );
    const last =
      finalCents === regularCents
        ? ''
        : `, the last of them ${formatCents(finalCents)} so that the payments add up to the grand total exactly`;
    blocks.push(
      next(
        `Monthly retainer Services are invoiced monthly in advance. The Client may pay the grand total of ${formatCents(totals.grandTotalCents)} in monthly payments of ${formatCents(regularCents)} over ${plural(totals.longestMonths, 'month')}, the longest monthly term in the Schedule${last}.`,
        'Monthly payments.',
      ),
    );
  }
  if (has('project')) {
    blocks.push(
      next(
        'Fixed project fees are invoiced when the Client signs this Agreement, unless the Parties agree payment milestones in writing.',
        'Project fees.',
      ),
    );
  }
  for (const line of chosen.filter((item) => item.paymentType === 'success')) {
    const count = line.subServices.length;
    const wording = successTerms(line.name);
    blocks.push(
      next(
        `For ${line.name}, the Client shall pay a down payment of ${formatCents((line.downPayment ?? 0) * 100)} on signing and a base fee of ${formatCents(line.fee * 100)} ${count === 1 ? 'for its sub-service' : `for each of its ${count} sub-services`}${wording ? `, ${wording}` : ''}. The down payment is credited against the fees for that Service and is not refundable once the Firm has begun work on it.`,
        'Success-based fees.',
      ),
    );
  }
  blocks.push(
    next(
      `The Firm invoices the fees by the payment method the Client sets up (credit card, ACH bank transfer or invoice). Invoices are payable within ${spelled(terms.invoiceDueDays)} days of their date. The fees exclude any sales, use or similar taxes, which the Client shall pay where they apply.`,
      'Invoices.',
    ),
    next(
      'The Client shall reimburse reasonable travel and other out-of-pocket expenses that it has approved in writing in advance, at cost and against receipts.',
      'Expenses.',
    ),
  );
  return blocks;
}

/**
 * The firm's standard consulting services agreement between the firm and the client company, as
 * a document model. Every figure comes from `priceAgreement` and `formatCents`, so the screen,
 * the stored model, its hash and the PDF show the same amounts.
 */
export function consultingAgreementDocument(input: ConsultingAgreementInput): DocumentModel {
  const { firm, client, signer, agreementDate, signature } = input;
  const version = input.version ?? 1;
  const terms = CONSULTING_AGREEMENT_TERMS;
  const { lines, totals } = priceAgreement(input.services);

  const feeBlocks = feeAndPaymentBlocks(lines, totals);

  const sections: DocumentSection[] = [
    {
      number: '1',
      heading: 'Services',
      blocks: [
        p(
          '1.1',
          'The Firm shall provide the Client with the consulting services and sub-services listed in the following schedule (the “Services”):',
        ),
        lines.length
          ? agreementServicesTable(lines)
          : { kind: 'paragraph', text: 'No services have been selected yet.' },
        p(
          '1.2',
          'The Firm shall perform the Services with the skill, care and diligence of an experienced professional consulting firm, through personnel of its choice who are suitably qualified, and shall keep the Client informed of their progress.',
        ),
        p(
          '1.3',
          'The Client shall give the Firm timely access to the information, people and decisions the Services reasonably require. The Firm may rely on information the Client provides, and is not responsible for delays caused by the Client.',
        ),
        p(
          '1.4',
          'A change to the Services, their payment type or their fees takes effect only through a new version of this Agreement that the Client signs. Each version replaces the previous one from its Effective Date; earlier versions remain on record.',
        ),
      ],
    },
    { number: '2', heading: 'Fees and Payment', blocks: feeBlocks },
    {
      number: '3',
      heading: 'Confidentiality',
      blocks: [
        p(
          '3.1',
          'The Mutual Non-Disclosure Agreement between the Parties governs all information either Party discloses under this Agreement, which is Confidential Information under it. Its obligations apply to the Services as if set out here in full.',
        ),
        p(
          '3.2',
          `If no such agreement is in force, each Party shall use the other’s non-public information only to perform this Agreement, protect it with at least reasonable care, and not disclose it except to its personnel and advisers who need to know it and are bound to keep it confidential. These obligations continue for ${spelled(terms.confidentialityYears)} years after this Agreement ends.`,
        ),
      ],
    },
    {
      number: '4',
      heading: 'Deliverables and Intellectual Property',
      blocks: [
        p(
          '4.1',
          'Once the fees for a Service are paid in full, the Client owns the reports, models and other materials the Firm prepares specifically for the Client under that Service (the “Deliverables”).',
        ),
        p(
          '4.2',
          'The Firm keeps its methods, tools, templates and general know-how, including any it uses in the Deliverables, and grants the Client a perpetual, non-exclusive licence to use them as part of the Deliverables for the Client’s internal business purposes.',
        ),
      ],
    },
    {
      number: '5',
      heading: 'Term and Termination',
      blocks: [
        p(
          '5.1',
          'This Agreement begins on the Effective Date and continues until the Services are completed, unless it is terminated earlier under this Section.',
        ),
        p(
          '5.2',
          `Either Party may terminate this Agreement at any time by giving the other Party ${spelled(terms.terminationNoticeDays)} days’ written notice.`,
        ),
        p(
          '5.3',
          'Either Party may terminate this Agreement at once by written notice if the other Party commits a material breach and fails to remedy it within fifteen (15) days after being notified of it in writing.',
        ),
        p(
          '5.4',
          'On termination the Client shall pay for the Services performed and the approved expenses incurred up to the date termination takes effect. Sections 3, 4, 6, 7 and 8 survive termination.',
        ),
      ],
    },
    {
      number: '6',
      heading: 'Limitation of Liability',
      blocks: [
        p(
          '6.1',
          `Neither Party is liable for any indirect or consequential loss, or for loss of profit, revenue or goodwill, arising out of this Agreement. The Firm’s total liability under this Agreement is limited to the fees the Client paid in the ${spelled(terms.liabilityCapMonths)} months before the claim arose.`,
        ),
        p(
          '6.2',
          'Nothing in this Agreement limits liability for fraud, wilful misconduct, or any liability that cannot be limited by law. The Firm advises; the Client remains responsible for its own business decisions, and the Firm does not guarantee any particular outcome, including any capital raised or sales achieved.',
        ),
      ],
    },
    {
      number: '7',
      heading: 'Governing Law and Jurisdiction',
      blocks: [
        p(
          '7.1',
          `This Agreement is governed by the laws of ${terms.governingLaw}, without regard to its conflict-of-laws rules.`,
        ),
        p(
          '7.2',
          `Each Party submits to the exclusive jurisdiction of ${terms.courts} for any dispute arising out of or relating to this Agreement.`,
        ),
      ],
    },
    {
      number: '8',
      heading: 'General',
      blocks: [
        p(
          '8.1',
          'The Firm acts as an independent contractor. Nothing in this Agreement creates a partnership, joint venture, agency or employment relationship between the Parties.',
          'Independent Contractor.',
        ),
        p(
          '8.2',
          'This Agreement, with the Mutual Non-Disclosure Agreement between the Parties, is the entire agreement between the Parties about its subject matter and supersedes all prior understandings about it. It may be amended only by a new version signed by the Client.',
          'Entire Agreement.',
        ),
        p(
          '8.3',
          `Notices under this Agreement must be in writing and delivered by hand, by recognised courier or by e-mail to the addresses set out above (for the Firm, also to ${firm.email}).`,
          'Notices.',
        ),
        p(
          '8.4',
          'This Agreement may be signed electronically. Each Party agrees that an electronic signature, including a typed name adopted with the intent to sign, has the same legal effect as a handwritten signature under the U.S. Electronic Signatures in Global and National Commerce Act and the Uniform Electronic Transactions Act as adopted in the Parties’ states, and that an electronic record of this Agreement is an original.',
          'Electronic Signatures.',
        ),
      ],
    },
  ];

  const recitals = [
    'Each of the Firm and the Client is a “Party” and together they are the “Parties”.',
    'The Client wishes to engage the Firm to provide the consulting services described in this Agreement, and the Firm agrees to provide them on the terms below. The Parties therefore agree as follows.',
  ];
  if (version > 1) {
    const replaced = input.reference
      ? `the version signed under reference ${input.reference} (version ${version - 1})`
      : `version ${version - 1}`;
    recitals.splice(
      1,
      0,
      `This is version ${version} of the Agreement. From the Effective Date it replaces ${replaced}, which remains on record.`,
    );
  }

  return agreementBetweenFirmAndClient({
    kind: 'consulting-agreement',
    templateVersion: CONSULTING_AGREEMENT_TEMPLATE_VERSION,
    title: 'Consulting Services Agreement',
    firm,
    client: { companyName: client.companyName, addressLines: agreementClientAddressLines(client) },
    signer,
    agreementDate,
    signature,
    recitals,
    sections,
  });
}
