import type { SuccessStory } from '../success-story';

export const WILDROOT_PROVISIONS: SuccessStory = {
  id: 'wildroot-provisions-national-grocery-launch',
  title: 'Wildroot Provisions goes from online brand to national grocery',
  industry: 'Food & Beverage',
  businessSize: 'Startup',
  challenge:
    'A plant-based snack brand selling mostly online wanted to enter the national grocery chains, but its 28% gross margin could not absorb retailer fees and distributor margins.',
  solution:
    'We chose the retail channels and regions to launch in, renegotiated co-manufacturing and packaging costs, and built the trade plan and the retailer pitch for a staged national launch.',
  result:
    'Wildroot reached 2,300 grocery stores in 14 months with its gross margin up to 41%, and retail now makes up 70% of its sales.',
  impact: 'medium',
  tags: [
    'Go-to-Market',
    'Supply Chain',
    'Brand & Marketing',
    'Cost Reduction',
    'Strategic Partnerships',
    'Sustainability',
  ],
  detailedChallenge:
    'Wildroot Provisions makes savoury snacks from upcycled vegetable pulp and legumes. It had built a loyal following online, with $6M in sales, 80% of it through its own website and one marketplace, and buyers at two national grocery chains had shown interest.\n\n' +
    'But the numbers did not work. Short production runs at a co-manufacturer, premium packaging and shipping costs left a 28% gross margin before the slotting fees, promotions and distributor margins of a grocery launch. A failed launch could have cost the company its runway.',
  detailedApproach:
    'We rebuilt the product cost from the ingredients up and benchmarked it against quotes from four co-manufacturers, and we modelled the retail profit and loss for each candidate retailer and region, including every fee, promotion and distributor margin.\n\n' +
    "We used the company's online sales by ZIP code to find the regions where the brand was already known, and tested shelf prices and pack sizes with 600 shoppers before the retailer meetings.",
  detailedSolution:
    'Wildroot moved production to a co-manufacturer able to run longer batches, consolidated its packaging to two pack sizes in recyclable film, and signed a single national distributor with a regional rollout. The launch went region by region, starting where online demand was strongest.\n\n' +
    'We built the category story for buyers, showing how Wildroot brings new shoppers into the snack aisle, and a trade promotion calendar whose spending in each retailer is tied to the rate of sale.',
  keyOutcomes: [
    'On shelf in 2,300 grocery stores across three national and regional chains in 14 months',
    'Gross margin up from 28% to 41%',
    'Cost per unit down 22% with the new co-manufacturer and packaging',
    'Rate of sale in the top quarter of the better-for-you snack range at the lead retailer',
    'Packaging now fully recyclable',
  ],
  clientTestimonial: {
    quote:
      'Every brand dreams of the big grocery launch. They showed us exactly what it would cost and how to make the margin work first, so that once we were on the shelf we could afford to stay there.',
    author: 'Sofia Brennan',
    position: 'Founder, Wildroot Provisions',
  },
  timeline: '10 weeks of planning, then a staged launch over the following year',
  team: 'An engagement partner, a consumer goods principal, two consultants and a supply chain specialist',
  roi: 'About $1.9M a year of margin improvement, roughly 6 times the engagement fee',
  recognitions: [
    "Best New Savoury Snack, Natural Grocery Buyers' Choice Awards 2024",
    'Full range certified under an independent upcycled food standard',
  ],
};
