import type { SuccessStory } from '../success-story';

export const HELIX_POINTE_THERAPEUTICS: SuccessStory = {
  id: 'helix-pointe-therapeutics-licensing-partnership',
  title: 'Helix Pointe Therapeutics funds its Phase 3 trial through a partnership',
  industry: 'Biotechnology',
  businessSize: 'Startup',
  challenge:
    'A clinical-stage biotech with strong Phase 2 results for a rare kidney disease therapy needed about $250M for its Phase 3 trial and had 15 months of cash.',
  solution:
    'We advised the board on its options, ran a partnering process for the rights outside North America, and prepared the Series C that followed.',
  result:
    'Helix Pointe signed a licence worth $85M upfront and up to $540M in milestones, then raised a $120M Series C, funding the company through its Phase 3 results.',
  impact: 'high',
  tags: [
    'Capital Raising',
    'Strategic Partnerships',
    'Corporate Governance',
    'Regulatory Compliance',
  ],
  detailedChallenge:
    'Helix Pointe Therapeutics is developing an oral therapy for a rare genetic kidney disease that leads to kidney failure in early adulthood. Its Phase 2 trial met its primary endpoint, slowing the decline in kidney function by 41% against placebo, and the FDA had agreed the design of a single pivotal Phase 3 trial.\n\n' +
    'That trial would cost about $250M over three years. The company had 15 months of cash, public markets were all but closed to biotechs of its size, and the board was divided between a large and dilutive private round, a sale of the company, and a partnership.',
  detailedApproach:
    'We valued each path for shareholders, from a sale of the company to regional licensing deals, with risk-adjusted forecasts built alongside the clinical and regulatory teams. Licensing the rights outside North America kept the most value: in the United States and Canada a small specialist sales force could reach the nephrologists who treat the disease.\n\n' +
    "We identified 28 potential partners, approached 16 under confidentiality, ran the data room and the partners' diligence of the clinical and regulatory record, and negotiated the economics with the company's legal counsel, reporting to a board committee every week.",
  detailedSolution:
    'Helix Pointe licensed its therapy outside North America to a mid-sized European pharmaceutical company with an established rare disease business. The partner pays $85M upfront, up to $540M in development and sales milestones and tiered royalties, and funds the European sites of the Phase 3 trial.\n\n' +
    "With the partnership signed, we prepared the Series C. A partner's completed diligence and a smaller remaining cash need made the case for crossover investors far simpler.",
  keyOutcomes: [
    '$85M upfront, up to $540M in milestones, and tiered royalties from the licence outside North America',
    '$120M Series C led by two crossover investors',
    'Cash runway extended from 15 months to beyond the Phase 3 results',
    'About $40M of European trial costs carried by the partner',
    'Full North American commercial rights retained',
  ],
  clientTestimonial: {
    quote:
      'Our board had three very different ideas about our future. They gave us one set of numbers to decide with, ran a disciplined partnering process, and we kept the rights that matter most to us.',
    author: 'Dr. Thomas Reinholt',
    position: 'President & CEO, Helix Pointe Therapeutics',
  },
  timeline: '9 months from the strategic review to the close of the Series C',
  team: 'A senior partner, a life sciences principal, two consultants and a licensing specialist',
  roi: '$205M of new capital secured at 2.3 times the valuation of the last round, on fees paid largely on success',
  recognitions: [
    'Finalist, Licensing Deal of the Year, Biotech Partnering Awards 2024',
    'Presented as a case study at the Rare Disease Partnering Conference, Boston, 2024',
  ],
};
