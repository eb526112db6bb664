import type { SuccessStory } from '../success-story';

export const CASCADIA_RENEWABLE_POWER: SuccessStory = {
  id: 'cascadia-renewable-power-green-bond',
  title: 'Cascadia Renewable Power finances 1.2 GW of solar and storage',
  industry: 'Energy',
  businessSize: 'Enterprise',
  challenge:
    'A renewable power producer needed $1.1B to build a 1.2 GW solar and battery storage pipeline, but financing project by project was slow and costly, and its rating agency was watching its leverage.',
  solution:
    'We designed a financing plan that combines a green financing framework, a corporate green bond and a revolving construction facility, and prepared the company for its first green bond.',
  result:
    'Its $640M debut green bond was 3.4 times oversubscribed and priced 38 basis points inside comparable issues, funding the pipeline with its investment-grade rating intact.',
  impact: 'high',
  tags: ['Capital Raising', 'Sustainability', 'Growth Strategy', 'Regulatory Compliance'],
  detailedChallenge:
    'Cascadia Renewable Power owns and operates 2.3 GW of wind, solar and hydro generation in the Pacific Northwest and the Mountain West, with 14 solar and battery storage projects in development under long-term contracts with utilities. Until then each project had been financed on its own, with separate lenders, documents and reserve accounts.\n\n' +
    "At the pace of the new pipeline that approach would take too long and cost too much, and the rating agency had signalled that more project-level debt would put pressure on the company's investment-grade rating.",
  detailedApproach:
    "We compared four financing structures on cost, speed, flexibility and rating impact, with input from the treasurer, the company's rating adviser and three relationship banks. A corporate green bond, backed by a construction facility to bridge timing gaps, gave the lowest all-in cost and protected the rating.\n\n" +
    "With the sustainability team we drafted a green financing framework aligned with the International Capital Market Association's Green Bond Principles, coordinated the independent second-party opinion, and set out how the proceeds and their environmental impact would be reported.",
  detailedSolution:
    'Cascadia now funds its pipeline through a framework under which it can issue green bonds and loans again and again: a $640M debut green bond, and a $450M revolving construction facility that is repaid as each project reaches commercial operation.\n\n' +
    'We prepared the investor presentation and the two-day roadshow, which reached 46 investors, and set up the annual allocation and impact reporting that the company now publishes alongside its sustainability report.',
  keyOutcomes: [
    '$640M debut green bond, 3.4 times oversubscribed',
    "Priced 38 basis points inside the company's comparable conventional bonds",
    'Investment-grade rating affirmed with a stable outlook',
    'Time to finance a project cut from about nine months to under three',
    'An estimated 1.1 million tonnes of CO2 emissions avoided each year once the pipeline is running',
  ],
  clientTestimonial: {
    quote:
      'We had always financed one project at a time. The framework lets us treat the pipeline as a programme, and the order book for our first green bond told us the market agreed.',
    author: 'James Whitaker',
    position: 'Chief Financial Officer, Cascadia Renewable Power',
  },
  timeline: '7 months from the first structuring workshop to settlement of the bond',
  team: 'A senior partner, a capital markets principal, two consultants and a sustainable finance specialist',
  roi: "About $24M of interest saved over the bond's ten-year life from the tighter pricing",
  recognitions: [
    'Finalist, Utility Green Bond of the Year, Sustainable Finance Review Awards 2024',
    'Green financing framework rated "Advanced" in its independent second-party opinion',
  ],
};
