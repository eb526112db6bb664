/**
 * The three client testimonials of the home page (req SITE-2, SITE-3). The people and companies are
 * fictional, like the firm; each is also the client of one of the success stories.
 */
export interface Testimonial {
  name: string;
  /** The role is the person's title at their company: "Chief Financial Officer, Lumen Health Partners". */
  title: string;
  company: string;
  content: string;
  /**
   * A picture served by the app itself (no hot-linked images): the illustrated portraits under the
   * marketing app's public/testimonials/, drawn for this project (docs/decisions.md). Without one,
   * or when it fails to load, the initials show.
   */
  image?: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    image: '/testimonials/priya-raman.svg',
    title: 'Chief Financial Officer',
    company: 'Lumen Health Partners',
    content:
      'They rebuilt our financial model and investor narrative in six weeks. We closed our growth round on better terms than we thought realistic, and the board still uses the reporting pack they designed.',
  },
  {
    name: 'Marcus Delgado',
    image: '/testimonials/marcus-delgado.svg',
    title: 'Founder & CEO',
    company: 'Harborline Logistics',
    content:
      'We were adding revenue and losing margin in every new region. Their go-to-market work showed us which customers to pursue and which to let go. Eighteen months on, gross margin is up nine points.',
  },
  {
    name: 'Daniel Okonkwo',
    image: '/testimonials/daniel-okonkwo.svg',
    title: 'Chief Operating Officer',
    company: 'Crestview Manufacturing',
    content:
      'What set them apart was the follow-through. They did not hand us a deck and leave; they worked alongside our plant managers until the new planning process ran on its own.',
  },
];

/** A testimonial's role as one line: title and company. */
export function testimonialRole(testimonial: Pick<Testimonial, 'title' | 'company'>): string {
  return `${testimonial.title}, ${testimonial.company}`;
}
