import type { SuccessStory } from '../success-story';

export const HARBORLINE_LOGISTICS: SuccessStory = {
  id: 'harborline-logistics-profitable-growth',
  title: 'Harborline Logistics grows its margin by choosing its customers',
  industry: 'Transportation',
  businessSize: 'SMB',
  challenge:
    'A regional trucking and warehousing company had grown revenue 60% in three years by entering new regions, but its gross margin had fallen from 21% to 14%.',
  solution:
    'We measured profit by customer and by lane, set new pricing rules, pointed sales at the customers and lanes that fit the network, and exited the ones that did not.',
  result:
    'Eighteen months later gross margin was up nine points to 23%, revenue per truck was up 17%, and empty miles were down by a quarter.',
  impact: 'high',
  tags: ['Go-to-Market', 'Pricing', 'Data & Analytics', 'Operations', 'Cost Reduction'],
  detailedChallenge:
    'Harborline Logistics runs 240 trucks and four warehouses from its base in the Gulf Coast ports, serving retailers and food distributors. To grow, it had opened terminals in two new regions and said yes to almost any freight. Revenue rose from $118M to $189M in three years.\n\n' +
    'Margins went the other way. Quotes were priced from a rate card set years earlier, salespeople were paid on revenue, and no one could see which customers and lanes made money once empty return miles, waiting time at docks and warehouse handling were counted.',
  detailedApproach:
    "We built a cost-to-serve model from a year of shipment, telematics and warehouse data, tracing every load to its full cost. It showed that 30% of customers produced all of the company's profit, while 40 lanes lost money on every load, mostly because trucks came back empty.\n\n" +
    'We worked with the sales team to rank customers by profitability and by how well their freight fitted the network, and with dispatch to find freight that could fill the empty return legs.',
  detailedSolution:
    'Harborline now prices every quote from the cost-to-serve model, with minimum rates by lane and charges for detention and special handling. Sales targets and commissions are set on gross margin rather than revenue, and the sales team pursues a defined list of target customers whose freight balances the network.\n\n' +
    'Forty unprofitable lanes were repriced or exited over six months, with customers given notice and alternatives, and a new backhaul desk sells capacity on return legs to freight brokers.',
  keyOutcomes: [
    'Gross margin up nine points, from 14% to 23%, in 18 months',
    'Revenue per truck up 17%',
    'Empty miles down 26%',
    'Forty loss-making lanes repriced or exited, at the cost of only 6% of revenue',
    'Sales commissions tied to margin, with no rise in sales staff turnover',
  ],
  clientTestimonial: {
    quote:
      'For years we measured success by how many trucks were on the road. Now we know what every load earns before we accept it. We serve fewer customers, and we run a far better business.',
    author: 'Marcus Delgado',
    position: 'Founder & CEO, Harborline Logistics',
  },
  timeline: '12 weeks of analysis and design, then six months of rollout support',
  team: 'An engagement partner, a transport and logistics principal, two consultants and a data engineer',
  roi: 'About $15M a year of added gross profit, against fees of about $900,000',
  recognitions: [
    'Regional Carrier of the Year, Gulf Coast Freight Alliance 2024',
    'Invited to present its cost-to-serve pricing at the Southern Logistics Forum 2024',
  ],
};
