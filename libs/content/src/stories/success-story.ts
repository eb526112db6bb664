/**
 * A client success story (req SITE-3): a summary for the list's card and the full case study for
 * its page. The clients and people are fictional, like the firm.
 */

/** The industries, one story each, in the order the filters list them. */
export const STORY_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Financial Services',
  'Software',
  'Real Estate',
  'Education',
  'Energy',
  'Transportation',
  'Food & Beverage',
  'Biotechnology',
] as const;
export type StoryIndustry = (typeof STORY_INDUSTRIES)[number];

export const BUSINESS_SIZES = ['Startup', 'SMB', 'Enterprise'] as const;
export type BusinessSize = (typeof BUSINESS_SIZES)[number];

export const IMPACT_LEVELS = ['high', 'medium'] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];

/** What a card and a story page call an impact level. */
export const IMPACT_LABELS: Readonly<Record<ImpactLevel, string>> = {
  high: 'High Impact',
  medium: 'Medium Impact',
};

/**
 * The shared tag vocabulary: every story's tags come from this list, so that the tag filter finds
 * related stories across industries. Listed in the order the filters show them.
 */
export const STORY_TAGS = [
  'Growth Strategy',
  'Go-to-Market',
  'Pricing',
  'Brand & Marketing',
  'Customer Experience',
  'Capital Raising',
  'Mergers & Acquisitions',
  'Corporate Governance',
  'Strategic Partnerships',
  'Operations',
  'Supply Chain',
  'Cost Reduction',
  'Digital Transformation',
  'Data & Analytics',
  'AI & Automation',
  'Regulatory Compliance',
  'Sustainability',
  'Change Management',
] as const;
export type StoryTag = (typeof STORY_TAGS)[number];

export interface ClientTestimonial {
  quote: string;
  author: string;
  /** The author's title and company, e.g. "Chief Operating Officer, Crestview Manufacturing". */
  position: string;
}

export interface SuccessStory {
  /** The story's slug: its page is /success-stories/{id}. */
  id: string;
  title: string;
  industry: StoryIndustry;
  businessSize: BusinessSize;
  /** One or two sentences each: the summary shown on the card and at the top of the page. */
  challenge: string;
  solution: string;
  result: string;
  impact: ImpactLevel;
  tags: readonly StoryTag[];
  /** The full case study; paragraphs are separated by a blank line. */
  detailedChallenge: string;
  detailedApproach: string;
  detailedSolution: string;
  keyOutcomes: readonly string[];
  clientTestimonial: ClientTestimonial;
  /** How long the engagement ran, e.g. "14 weeks, then six months of implementation support". */
  timeline: string;
  /** Who from the firm worked on it. */
  team: string;
  /** The return on the engagement, with its basis. */
  roi: string;
  recognitions: readonly string[];
}

/** A label's slug for addresses: "Food & Beverage" is "food-and-beverage", "SMB" is "smb". */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The paragraphs of a long text field (blank-line separated), trimmed, without empty ones. */
export function storyParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
