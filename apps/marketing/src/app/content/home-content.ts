/**
 * The home page's six service cards and three testimonials. Kept here for now; a later issue moves
 * the content (with the services' sub-services and the success stories) to a shared content lib.
 * The people and companies quoted are fictional, like the firm itself.
 */

export type ServiceIcon =
  'strategy' | 'go-to-market' | 'capital' | 'advisory' | 'marketing' | 'digital';

export interface ServiceCardContent {
  icon: ServiceIcon;
  title: string;
  description: string;
  /** The service page, a marketing route. */
  link: string;
}

export interface Testimonial {
  name: string;
  title: string;
  company: string;
  content: string;
}

export const HOME_SERVICES: readonly ServiceCardContent[] = [
  {
    icon: 'strategy',
    title: 'Business Strategy & Growth',
    description:
      'Decide where to compete and how to win. We build growth plans on market evidence and unit economics, then help your team deliver them quarter by quarter.',
    link: '/services/business-strategy',
  },
  {
    icon: 'go-to-market',
    title: 'Go-to-Market Strategy',
    description:
      'Launch and scale with a plan your sales and marketing teams can run: target segments, pricing and packaging, channel mix, and the metrics that show it is working.',
    link: '/services/go-to-market',
  },
  {
    icon: 'capital',
    title: 'Capital Markets Advisory',
    description:
      'Prepare for the raise before the raise. We shape the equity story, financial model and investor materials for growth equity, debt financing and IPO readiness.',
    link: '/services/capital-markets',
  },
  {
    icon: 'advisory',
    title: 'Corporate Advisory',
    description:
      'Independent counsel for boards and executive teams on governance, acquisitions, divestitures and restructuring: the decisions that reshape a company.',
    link: '/services/corporate-advisory',
  },
  {
    icon: 'marketing',
    title: 'Marketing & Branding',
    description:
      'Position the business so the right buyers understand it in a sentence. Brand strategy, messaging and campaigns measured against pipeline, not impressions.',
    link: '/services/marketing',
  },
  {
    icon: 'digital',
    title: 'Digital Solutions',
    description:
      'Modernise the systems behind the business: technology roadmaps, process automation, data and analytics, and vendor choices your people will actually adopt.',
    link: '/services/digital-solutions',
  },
];

export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    title: 'Chief Financial Officer',
    company: 'Lumen Health Partners',
    content:
      'They rebuilt our financial model and investor narrative in six weeks. We closed our growth round on better terms than we thought realistic, and the board still uses the reporting pack they designed.',
  },
  {
    name: 'Marcus Delgado',
    title: 'Founder & CEO',
    company: 'Harborline Logistics',
    content:
      'We were adding revenue and losing margin in every new region. Their go-to-market work showed us which customers to pursue and which to let go. Eighteen months on, gross margin is up nine points.',
  },
  {
    name: 'Daniel Okonkwo',
    title: 'Chief Operating Officer',
    company: 'Crestview Manufacturing',
    content:
      'What set them apart was the follow-through. They did not hand us a deck and leave; they worked alongside our plant managers until the new planning process ran on its own.',
  },
];
