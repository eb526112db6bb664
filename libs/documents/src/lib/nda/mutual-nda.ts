import {
  type DocumentBlock,
  type DocumentModel,
  type DocumentSection,
  type FirmDetails,
} from '@consult/domain';
import { agreementBetweenFirmAndClient, cityLine, paragraph, spelled } from '../agreement-frame';

/** Bump when the wording changes; signed NDAs keep the model (and version) they were signed with. */
export const MUTUAL_NDA_TEMPLATE_VERSION = 'mutual-nda/2025-01';

/**
 * The commercial terms of the firm's standard mutual NDA. CONFIGURATION, like the firm's details:
 * the governing law and courts follow the firm's seat (Boston, Massachusetts).
 */
export const MUTUAL_NDA_TERMS = {
  governingLaw: 'the Commonwealth of Massachusetts',
  courts: 'the state and federal courts sitting in Suffolk County, Massachusetts',
  termYears: 2,
  terminationNoticeDays: 30,
  survivalYears: 3,
  returnDays: 15,
} as const;

export interface MutualNdaInput {
  firm: FirmDetails;
  client: {
    companyName: string;
    companyAddress: string;
    companyCity: string;
    companyState: string;
    companyZip: string;
  };
  signer: { name: string; title: string };
  /** yyyy-MM-dd: the Effective Date and the date of both signatures. */
  agreementDate: string;
  /** The client's typed signature; null for the draft the client reads before signing. */
  signature: string | null;
}

const p = paragraph;

/** "(a) ...", "(b) ..." sub-clauses of a paragraph. */
const items = (texts: string[]): DocumentBlock[] =>
  texts.map((text, index) => p(`(${String.fromCharCode(97 + index)})`, text));

/** The client's address on one line: "12 Example Street, Boston, MA 02110". */
export function clientAddressLines(client: MutualNdaInput['client']): string[] {
  return [client.companyAddress, cityLine(client)].filter(Boolean);
}

/** The firm's standard mutual NDA between the firm and the client company, as a document model. */
export function buildMutualNda(input: MutualNdaInput): DocumentModel {
  const { firm, client, signer, agreementDate, signature } = input;
  const terms = MUTUAL_NDA_TERMS;

  const sections: DocumentSection[] = [
    {
      number: '1',
      heading: 'Definitions',
      blocks: [
        p(
          '1.1',
          '“Confidential Information” means all non-public information, in any form or medium (written, oral, electronic, visual or by demonstration), that a Party (the “Disclosing Party”) or its Representatives disclose to the other Party (the “Receiving Party”) or its Representatives, on or after the Effective Date and in connection with the Purpose, that is marked or identified as confidential or that a reasonable person would understand to be confidential given its nature and the circumstances of its disclosure. It includes business plans and strategies, financial information and projections, customer, supplier and pricing information, personnel information, product and technology plans, software, know-how, trade secrets, analyses and forecasts, and the terms of any proposal between the Parties, together with all notes, analyses, compilations and other materials prepared by the Receiving Party that contain or reflect such information.',
          'Confidential Information.',
        ),
        p(
          '1.2',
          '“Representatives” means a Party’s Affiliates and its and their directors, officers, employees, contractors and professional advisers (including lawyers, accountants and auditors) and, for the Client, its actual or prospective financing sources, in each case who need to know the Confidential Information for the Purpose.',
          'Representatives.',
        ),
        p(
          '1.3',
          '“Affiliate” means any entity that controls, is controlled by or is under common control with a Party, where “control” means owning more than fifty percent of the voting interests of an entity or having the power to direct its management.',
          'Affiliate.',
        ),
      ],
    },
    {
      number: '2',
      heading: 'Obligations of the Receiving Party',
      blocks: [
        p('2.1', 'The Receiving Party shall:'),
        ...items([
          'use the Disclosing Party’s Confidential Information only for the Purpose;',
          'hold it in confidence and protect it with at least the degree of care it uses to protect its own confidential information of a similar nature, and in no event with less than reasonable care;',
          'not disclose it to any person other than its Representatives who need to know it for the Purpose and who are bound by duties or written obligations of confidentiality no less protective than those in this Agreement; and',
          'not copy, reproduce, reverse engineer, decompile or disassemble it, except as reasonably necessary for the Purpose.',
        ]),
        p(
          '2.2',
          'The Receiving Party is responsible for any act or omission of its Representatives that would be a breach of this Agreement if done by the Receiving Party.',
        ),
        p(
          '2.3',
          'The Receiving Party shall notify the Disclosing Party in writing promptly after becoming aware of any unauthorised access to, or use or disclosure of, the Disclosing Party’s Confidential Information, and shall cooperate reasonably with the Disclosing Party to regain possession of it and to prevent any further unauthorised access, use or disclosure.',
        ),
        p(
          '2.4',
          'The Confidential Information may include material non-public information about a company whose securities are publicly traded. Each Party is aware of the restrictions that securities laws place on trading in securities while in possession of such information and on communicating it to others, and shall comply with them.',
        ),
      ],
    },
    {
      number: '3',
      heading: 'Exclusions',
      blocks: [
        p(
          '3.1',
          'Confidential Information does not include information that the Receiving Party can show by written records:',
        ),
        ...items([
          'is or becomes generally available to the public other than through a disclosure by the Receiving Party or its Representatives in breach of this Agreement;',
          'was lawfully known to, or in the possession of, the Receiving Party free of any obligation of confidentiality before the Disclosing Party disclosed it;',
          'is lawfully received from a third party who, to the Receiving Party’s knowledge after reasonable inquiry, owes no obligation of confidentiality to the Disclosing Party in respect of it; or',
          'is independently developed by or for the Receiving Party without use of or reference to the Disclosing Party’s Confidential Information.',
        ]),
        p(
          '3.2',
          'Information is not excluded merely because individual parts of it are public or known to the Receiving Party, unless the combination itself, and its principle of operation, are public or known.',
        ),
      ],
    },
    {
      number: '4',
      heading: 'Disclosure Required by Law',
      blocks: [
        p(
          '4.1',
          'If the Receiving Party or any of its Representatives is required by law, regulation, court order, subpoena or the rules of a securities exchange to disclose any Confidential Information, the Receiving Party shall, to the extent legally permitted, give the Disclosing Party prompt written notice so that the Disclosing Party may seek a protective order or other appropriate remedy, and shall cooperate reasonably with the Disclosing Party, at the Disclosing Party’s expense, in doing so.',
        ),
        p(
          '4.2',
          'The Receiving Party shall disclose only the part of the Confidential Information that it is legally required to disclose, and shall use reasonable efforts to obtain assurance that confidential treatment will be given to it.',
        ),
      ],
    },
    {
      number: '5',
      heading: 'Term and Termination',
      blocks: [
        p(
          '5.1',
          `This Agreement begins on the Effective Date and continues for ${spelled(terms.termYears)} years, unless either Party ends it earlier by giving the other Party ${spelled(terms.terminationNoticeDays)} days’ written notice.`,
        ),
        p(
          '5.2',
          `The Receiving Party’s obligations under this Agreement continue for ${spelled(terms.survivalYears)} years after this Agreement expires or is terminated and, for any Confidential Information that is a trade secret under applicable law, for as long as it remains a trade secret.`,
        ),
        p(
          '5.3',
          'Expiry or termination does not relieve either Party of liability for any breach that occurred before it. Sections 2 to 4 and 6 to 12 survive the expiry or termination of this Agreement.',
        ),
      ],
    },
    {
      number: '6',
      heading: 'Return or Destruction of Materials',
      blocks: [
        p(
          '6.1',
          `Within ${spelled(terms.returnDays)} days after the Disclosing Party’s written request, or after this Agreement expires or is terminated, the Receiving Party shall return or destroy, at its option, all Confidential Information of the Disclosing Party in its or its Representatives’ possession or control, including all copies, notes and extracts, and on request shall confirm in writing that it has done so.`,
        ),
        p(
          '6.2',
          'The Receiving Party may keep copies that it must retain under applicable law, regulation or its professional record-keeping obligations, and copies held in automatic electronic back-ups that are not readily accessible, provided that such copies remain subject to this Agreement for as long as they are kept.',
        ),
      ],
    },
    {
      number: '7',
      heading: 'No Licence and No Warranty',
      blocks: [
        p(
          '7.1',
          'All Confidential Information remains the property of the Disclosing Party. Nothing in this Agreement grants the Receiving Party any licence or other right in any patent, copyright, trade mark, trade secret or other intellectual property of the Disclosing Party, except the limited right to use Confidential Information for the Purpose.',
        ),
        p(
          '7.2',
          'Confidential Information is provided “as is”. Neither Party makes any representation or warranty, express or implied, as to the accuracy or completeness of its Confidential Information, except as set out in a definitive written agreement between the Parties.',
        ),
      ],
    },
    {
      number: '8',
      heading: 'No Further Obligation',
      blocks: [
        p(
          '8.1',
          'This Agreement does not oblige either Party to disclose any particular information, to continue discussions, or to enter into any further agreement. Any consulting engagement between the Parties will be governed by a separate written consulting services agreement.',
        ),
        p(
          '8.2',
          'Nothing in this Agreement creates a partnership, joint venture, agency or employment relationship between the Parties, and neither Party may bind the other.',
        ),
      ],
    },
    {
      number: '9',
      heading: 'Remedies',
      blocks: [
        p(
          '9.1',
          'Each Party acknowledges that unauthorised use or disclosure of the other Party’s Confidential Information may cause irreparable harm for which damages would not be an adequate remedy. The Disclosing Party is therefore entitled to seek injunctive relief, specific performance or other equitable relief for any actual or threatened breach of this Agreement, without proof of actual damages and without posting a bond or other security, in addition to any other remedy available at law or in equity.',
        ),
        p(
          '9.2',
          'In any action to enforce this Agreement, the prevailing Party is entitled to recover its reasonable attorneys’ fees and costs.',
        ),
      ],
    },
    {
      number: '10',
      heading: 'Personal Data',
      blocks: [
        p(
          '10.1',
          'To the extent that Confidential Information includes personal information about individuals, the Receiving Party shall use it only for the Purpose, in compliance with applicable data protection and privacy laws, and shall protect it with appropriate technical and organisational security measures.',
        ),
      ],
    },
    {
      number: '11',
      heading: 'Governing Law and Jurisdiction',
      blocks: [
        p(
          '11.1',
          `This Agreement is governed by the laws of ${terms.governingLaw}, without regard to its conflict-of-laws rules.`,
        ),
        p(
          '11.2',
          `Each Party submits to the exclusive jurisdiction of ${terms.courts} for any dispute arising out of or relating to this Agreement, except that either Party may seek injunctive or other equitable relief in any court of competent jurisdiction.`,
        ),
      ],
    },
    {
      number: '12',
      heading: 'General',
      blocks: [
        p(
          '12.1',
          'This Agreement is the entire agreement between the Parties about its subject matter and supersedes all prior and contemporaneous understandings, agreements, representations and warranties, whether written or oral, about that subject matter.',
          'Entire Agreement.',
        ),
        p(
          '12.2',
          'This Agreement may be amended only by a written document signed by both Parties. A failure or delay in exercising any right under this Agreement is not a waiver of it, and a single or partial exercise of a right does not preclude any further exercise of it.',
          'Amendment and Waiver.',
        ),
        p(
          '12.3',
          'Neither Party may assign this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business or assets that agrees in writing to be bound by it. This Agreement binds and benefits the Parties and their permitted successors and assigns.',
          'Assignment.',
        ),
        p(
          '12.4',
          'If any provision of this Agreement is held invalid or unenforceable, it shall be enforced to the maximum extent permissible and the remaining provisions remain in full force and effect.',
          'Severability.',
        ),
        p(
          '12.5',
          `Notices under this Agreement must be in writing and delivered by hand, by recognised courier or by e-mail to the addresses set out above (for the Firm, also to ${firm.email}), or to another address that a Party notifies to the other in writing. A notice sent by e-mail is received when sent, unless the sender is told that it was not delivered.`,
          'Notices.',
        ),
        p(
          '12.6',
          'This Agreement may be signed electronically and in counterparts. Each Party agrees that an electronic signature, including a typed name adopted with the intent to sign, has the same legal effect as a handwritten signature under the U.S. Electronic Signatures in Global and National Commerce Act and the Uniform Electronic Transactions Act as adopted in the Parties’ states, and that an electronic record of this Agreement is an original.',
          'Electronic Signatures.',
        ),
      ],
    },
  ];

  return agreementBetweenFirmAndClient({
    kind: 'mutual-nda',
    templateVersion: MUTUAL_NDA_TEMPLATE_VERSION,
    title: 'Mutual Non-Disclosure Agreement',
    firm,
    client: { companyName: client.companyName, addressLines: clientAddressLines(client) },
    signer,
    agreementDate,
    signature,
    recitals: [
      'Each of the Firm and the Client is a “Party” and together they are the “Parties”.',
      'The Parties wish to discuss and evaluate a possible consulting engagement in which the Firm would advise the Client on strategy, growth, capital markets, corporate, digital or marketing matters, and to carry out any such engagement (the “Purpose”). In doing so each Party may disclose Confidential Information to the other. The Parties therefore agree as follows.',
    ],
    sections,
  });
}
