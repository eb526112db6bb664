import type { SuccessStory } from '../success-story';

export const LUMEN_HEALTH_PARTNERS: SuccessStory = {
  id: 'lumen-health-partners-growth-round',
  title: 'Lumen Health Partners closes a $48M growth round on better terms',
  industry: 'Healthcare',
  businessSize: 'SMB',
  challenge:
    'A 38-clinic physical therapy group needed growth capital to expand into two new states, but early investor talks valued it below its peers because its numbers were hard to read clinic by clinic.',
  solution:
    'We rebuilt the financial model around clinic-level unit economics, reframed the equity story around referral density and payer mix, and ran a focused process with twelve growth investors.',
  result:
    'Lumen closed a $48M growth round at 11.5 times EBITDA, against first indications of 9 times, and its board now runs on the reporting pack built for the process.',
  impact: 'high',
  tags: [
    'Capital Raising',
    'Growth Strategy',
    'Data & Analytics',
    'Mergers & Acquisitions',
    'Corporate Governance',
  ],
  detailedChallenge:
    'Lumen Health Partners grew from four clinics to 38 in seven years, mostly by opening new sites near orthopaedic practices. Revenue had tripled to $96M, but the management accounts were still organised by legal entity rather than by clinic, and new clinics took very different times to break even depending on their payer mix. Investors saw a blended margin below that of its peers and assumed the newer clinics were underperforming.\n\n' +
    "The company wanted $40M to $50M to open or acquire 25 clinics in two adjacent states. Two early conversations had produced indications of around 9 times EBITDA with heavy structure attached, and the CFO had six weeks before the board's deadline to decide whether to proceed.",
  detailedApproach:
    'We pulled four years of visit, billing and payroll data and rebuilt the picture clinic by clinic. Grouped by age and payer mix, the clinics told a clear story: every cohort reached its target margin, and clinics near a referring practice broke even in 11 months rather than 17.\n\n' +
    'We tested the resulting equity story with two friendly investors before launch, then helped the CFO run a tight process: twelve investors chosen for their healthcare services experience, a data room ready on the first day, and management presentations rehearsed against the questions we expected on reimbursement risk.',
  detailedSolution:
    "The new financial model forecasts from the clinic up, with ramp curves by cohort, payer-mix sensitivities and a site-selection scorecard that ties each planned clinic to referral density. The investor narrative leads with that evidence rather than with the blended margin. The same scorecard was used to evaluate a six-clinic practice that became Lumen's entry into the first new state.\n\n" +
    'We also designed a monthly board reporting pack covering cohort performance, payer mix, staffing and the expansion pipeline, so that investors see the same figures after closing as they saw in diligence.',
  keyOutcomes: [
    '$48M growth round closed at 11.5 times EBITDA, up from first indications of 9 times',
    'Seven term sheets from the twelve investors approached, within six weeks',
    'No preferred-return or ratchet terms in the final structure',
    'A six-clinic practice acquired as the entry into the first new state, and 14 new clinics opened within a year',
    'Break-even for clinics near a referring practice documented at 11 months, against 17 elsewhere',
  ],
  clientTestimonial: {
    quote:
      'The clinic-level model changed the conversation. Investors stopped asking whether our new clinics worked and started asking how fast we could open more. Two years on, the board still reads the same pack every month.',
    author: 'Priya Raman',
    position: 'Chief Financial Officer, Lumen Health Partners',
  },
  timeline: '6 weeks to launch the process, then 10 weeks to close',
  team: 'An engagement partner, a healthcare services principal, two financial modelling consultants and a data analyst',
  roi: 'About $35M of enterprise value from the higher multiple on $14M of EBITDA, for an advisory fee under 1% of the round',
  recognitions: [
    'Finalist, Healthcare Growth Financing of the Year, Northeast Private Capital Forum 2024',
    'Featured as a case study at the Outpatient Care CFO Roundtable, spring 2024',
  ],
};
