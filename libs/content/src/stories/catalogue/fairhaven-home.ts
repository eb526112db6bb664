import type { SuccessStory } from '../success-story';

export const FAIRHAVEN_HOME: SuccessStory = {
  id: 'fairhaven-home-pricing-and-promotions',
  title: 'Fairhaven Home recovers its margin by rethinking promotions',
  industry: 'Retail',
  businessSize: 'Enterprise',
  challenge:
    "A 140-store home goods retailer was selling 46% of everything on promotion, and its gross margin had fallen three points in three years while online sales grew at the stores' expense.",
  solution:
    'We built a promotion effectiveness model from two years of transaction data, redesigned the promotional calendar around the categories where discounts bring shoppers in, and set up store-based fulfilment for online orders.',
  result:
    'Gross margin rose 2.1 points in the first year, with promotional spend down 18% and no loss of traffic; online orders now ship from stores within a day.',
  impact: 'medium',
  tags: ['Pricing', 'Data & Analytics', 'Customer Experience', 'Digital Transformation'],
  detailedChallenge:
    'Fairhaven Home sells furniture, textiles and kitchenware through 140 stores and a growing website. Over three years the share of sales made on promotion had climbed from 31% to 46%. Each category team ran its own events, and no one could say which promotions brought new shoppers in and which simply gave away margin on purchases that would have happened anyway.\n\n' +
    'Online orders were fulfilled from a single distribution centre, so delivery took five to seven days while stores a few miles from the customer held the same stock. Gross margin had fallen from 41.8% to 38.7%.',
  detailedApproach:
    'We combined 26 months of transaction, loyalty and promotion data to measure the incremental sales of every type of promotion by category, net of cannibalisation and pull-forward. Only about a third of promotional spend produced sales that would not otherwise have happened, and traffic-building categories such as bedding and storage behaved very differently from considered purchases such as sofas.\n\n' +
    'In parallel we mapped inventory across the stores and the distribution centre, and piloted ship-from-store in 12 stores in one region to measure the labour, packaging and markdown effects before any wider rollout.',
  detailedSolution:
    'Fairhaven now plans promotions centrally, with a calendar built around eight traffic-building categories and limits on discount depth for the rest. A simple tool shows category managers the expected incremental margin of a proposed promotion before it is approved.\n\n' +
    'Online orders are routed to the nearest store with stock, using rules we designed with the operations team, and ageing store inventory is offered online before it is marked down.',
  keyOutcomes: [
    'Gross margin up 2.1 points, from 38.7% to 40.8%, in the first full year',
    'Promotional spend down 18% with store traffic flat year on year',
    'Share of sales on promotion down from 46% to 34%',
    'Online delivery cut from five to seven days to one or two days, from 110 stores',
    'End-of-season markdowns down 11% as store stock sells online first',
  ],
  clientTestimonial: {
    quote:
      'We had argued about promotions for years on instinct. Now every category manager can see what a discount will really earn before they run it, and the numbers have held up season after season.',
    author: 'Elaine Foster',
    position: 'Chief Merchandising Officer, Fairhaven Home',
  },
  timeline: '20 weeks, including a 10-week ship-from-store pilot',
  team: 'An engagement partner, a retail pricing principal, three consultants and two data scientists',
  roi: 'About 9 times the engagement fee in additional gross profit in the first year',
  recognitions: [
    'Finalist, Omnichannel Initiative of the Year, Home Retail Review Awards 2024',
    'Presented at the Retail Pricing & Analytics Forum, Chicago, 2024',
  ],
};
