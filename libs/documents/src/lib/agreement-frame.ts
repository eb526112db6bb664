import {
  formatLongDate,
  type DocumentBlock,
  type DocumentKind,
  type DocumentModel,
  type DocumentSection,
  type FirmDetails,
} from '@consult/domain';

/**
 * What the firm's two agreements with a client (the mutual NDA and the consulting agreement) share:
 * the preamble, the two parties, the closing and both signature blocks, dated the Effective Date.
 * Only the recitals and the clauses are each agreement's own. A signed model is stored as it was,
 * so a change here is a change of both templates' wording and needs their versions bumped.
 */
export interface AgreementFrameInput {
  kind: DocumentKind;
  templateVersion: string;
  /** "Mutual Non-Disclosure Agreement". */
  title: string;
  firm: FirmDetails;
  client: { companyName: string; addressLines: string[] };
  signer: { name: string; title: string };
  /** yyyy-MM-dd: the Effective Date and the date of both signatures. */
  agreementDate: string;
  /** The client's typed signature; null for the draft the client reads before signing. */
  signature: string | null;
  recitals: string[];
  sections: DocumentSection[];
}

/** A clause's paragraph: its label ("1.2" or "(a)"), its text, and the clause's heading if it opens one. */
export const paragraph = (label: string, text: string, heading?: string): DocumentBlock => ({
  kind: 'paragraph',
  label,
  ...(heading ? { heading } : {}),
  text,
});

const NUMBER_WORDS: Record<number, string> = {
  2: 'two',
  3: 'three',
  12: 'twelve',
  15: 'fifteen',
  30: 'thirty',
};

/** A term's number as contracts write it, "thirty (30)"; a number without its word as figures. */
export const spelled = (n: number): string =>
  NUMBER_WORDS[n] ? `${NUMBER_WORDS[n]} (${n})` : String(n);

/** The client's city line: "Portland, ME 04101", leaving out what is blank. */
export function cityLine(client: {
  companyCity: string;
  companyState: string;
  companyZip: string;
}) {
  return [client.companyCity, [client.companyState, client.companyZip].join(' ').trim()]
    .filter(Boolean)
    .join(', ');
}

/** The whole model of an agreement between the firm and the client. */
export function agreementBetweenFirmAndClient(input: AgreementFrameInput): DocumentModel {
  const { firm, client, signer, agreementDate, signature } = input;
  return {
    kind: input.kind,
    templateVersion: input.templateVersion,
    title: input.title,
    effectiveDate: agreementDate,
    preamble: `This ${input.title} (the “Agreement”) is made as of ${formatLongDate(agreementDate)} (the “Effective Date”) between:`,
    parties: [
      {
        role: 'Firm',
        name: firm.name,
        addressLines: [firm.address],
        representative: { name: firm.founderName, title: firm.founderTitle },
      },
      {
        role: 'Client',
        name: client.companyName,
        addressLines: client.addressLines,
        representative: { name: signer.name, title: signer.title },
      },
    ],
    recitals: input.recitals,
    sections: input.sections,
    closing:
      'IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date.',
    signatures: [
      {
        party: firm.name,
        role: 'Firm',
        signerName: firm.founderName,
        signerTitle: firm.founderTitle,
        date: agreementDate,
        signature: firm.founderName,
        note: 'The Firm has adopted this form as its standard agreement; it binds the Firm when the Client signs it.',
      },
      {
        party: client.companyName,
        role: 'Client',
        signerName: signer.name,
        signerTitle: signer.title,
        date: agreementDate,
        signature,
      },
    ],
  };
}
