import { SERVICE_CATALOGUE, type FirmDetails } from '@consult/domain';
import { countInWords } from '../services/count-words';

/**
 * The copy of the Who We Are page. The firm's name and its founder come from the firm's
 * configuration (`DEFAULT_FIRM`), so the text follows any override. The firm is fictional.
 */

export type ValueIcon = 'integrity' | 'partnership' | 'evidence' | 'results' | 'discretion';

export interface FirmValue {
  icon: ValueIcon;
  title: string;
  text: string;
}

/** The firm in a few paragraphs. */
export function firmStory(firm: FirmDetails): string[] {
  const subServiceCount = SERVICE_CATALOGUE.reduce(
    (count, service) => count + service.subServices.length,
    0,
  );
  return [
    `${firm.name} is an independent consulting firm for private and public companies. We advise owners, boards and executive teams on the decisions that shape a company's next chapter: where to grow, how to reach customers, how to raise and deploy capital, and how to modernize the way the business runs.`,
    `Our tagline, “${firm.tagline}”, describes how we work. The methods are modern: data, current technology and tested commercial practice. The service is classic: a senior adviser who knows your business, answers the phone, and stays until the work is done.`,
    `Today the firm brings together ${countInWords(SERVICE_CATALOGUE.length)} practices and ${subServiceCount} specialist services, from strategic analysis to AI adoption, so a client can move from a strategic question to its execution without changing advisers.`,
  ];
}

/** The founder's biography. */
export function founderBio(firm: FirmDetails): string[] {
  return [
    `${firm.founderName} founded ${firm.name} to give growing companies the kind of senior, independent counsel that is usually reserved for the largest corporations, without the layers of junior staff that come with it.`,
    `Before founding the firm, ${firm.founderName} spent two decades in strategy consulting and corporate finance, advising boards on growth plans, acquisitions and capital raises, and served as chief financial officer of a venture-backed software company through its growth and sale.`,
    `As ${firm.founderTitle}, ${firm.founderName} sets the firm's direction, leads its most complex client work, and meets every new client at the start of their engagement.`,
  ];
}

/** What the firm stands for. */
export const FIRM_VALUES: readonly FirmValue[] = [
  {
    icon: 'integrity',
    title: 'Independence',
    text: 'We take no referral fees, sell no software and hold no stake in the deals we advise on, so our advice serves one interest: yours.',
  },
  {
    icon: 'partnership',
    title: 'Senior attention',
    text: 'Partners lead every engagement and do the work themselves. You will know who is advising you, and you can reach them.',
  },
  {
    icon: 'evidence',
    title: 'Evidence over opinion',
    text: 'Recommendations rest on your data, your customers and your market. When the evidence is thin, we say so and find more.',
  },
  {
    icon: 'results',
    title: 'Measured results',
    text: 'We agree at the outset how success will be measured, report against it, and stay until the change is working.',
  },
  {
    icon: 'discretion',
    title: 'Discretion',
    text: 'Clients trust us with their numbers, plans and people. We protect that trust as carefully as our own reputation.',
  },
];
