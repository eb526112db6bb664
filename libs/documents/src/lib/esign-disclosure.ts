import type { FirmDetails } from '@consult/domain';

/** Bump when the disclosure's substance changes: every client then accepts the new one once. */
export const ESIGN_DISCLOSURE_VERSION = '2025-01';

export interface EsignDisclosure {
  version: string;
  title: string;
  paragraphs: string[];
}

/**
 * The electronic records and signature disclosure a client accepts once before signing anything
 * (req RULES-4–RULES-5), in the spirit of the U.S. ESIGN Act's consumer disclosure: what is provided
 * electronically, paper copies, withdrawal, what is needed to read and keep the records.
 */
export function esignDisclosure(firm: FirmDetails): EsignDisclosure {
  return {
    version: ESIGN_DISCLOSURE_VERSION,
    title: 'Electronic Records and Signature Disclosure',
    paragraphs: [
      `${firm.name} (“we”) provides the agreements, notices and other records of your engagement electronically, through this client portal and by e-mail, and asks you to sign them electronically. Please read this disclosure before you accept it.`,
      'Scope. This consent covers the mutual non-disclosure agreement, consulting services agreements, invoices and the notices about them that you sign or receive through the portal.',
      `Paper copies. You may ask for a paper copy of any record at no charge by writing to ${firm.email} or calling ${firm.phone}. Asking for a paper copy does not withdraw your consent.`,
      `Withdrawing consent. You may withdraw your consent to electronic records and signatures at any time by writing to ${firm.email}. Withdrawal does not affect documents you signed electronically before it; afterwards we will send you documents on paper for a handwritten signature.`,
      'What you need. To read and keep the records you need a current web browser, an e-mail account, and software that opens PDF files. Every signed document can be downloaded from the portal as a PDF; please keep a copy.',
      `Keeping in touch. Keep the e-mail address of your account current, and tell us of any change at ${firm.email}.`,
      'By selecting “I accept”, you confirm that you can read this disclosure and download and keep PDF documents, and that you agree to receive records and to sign documents electronically. Your acceptance, its time, your IP address and your browser are recorded.',
    ],
  };
}
