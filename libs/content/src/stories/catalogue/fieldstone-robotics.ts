import type { SuccessStory } from '../success-story';

export const FIELDSTONE_ROBOTICS: SuccessStory = {
  id: 'fieldstone-robotics-pilots-to-fleet-contracts',
  title: 'Fieldstone Robotics turns warehouse pilots into fleet contracts',
  industry: 'Technology',
  businessSize: 'Startup',
  challenge:
    'A 60-person warehouse robotics startup had run 23 paid pilots in two years, but only five had become fleet contracts, and its cash runway was down to eleven months.',
  solution:
    'We rebuilt the offer around a robots-as-a-service subscription with a defined path from pilot to fleet, priced on productivity, and prepared the Series A that funded the rollout.',
  result:
    'Pilot-to-contract conversion rose from 22% to 61%, and the company closed an $18M Series A with a $10M equipment facility to finance customer fleets.',
  impact: 'high',
  tags: ['Go-to-Market', 'Pricing', 'Capital Raising', 'AI & Automation'],
  detailedChallenge:
    "Fieldstone builds autonomous mobile robots that carry totes between pick stations in mid-sized distribution centres. The product worked: pilot sites saw pick rates rise by about a third. But every pilot was a bespoke project with its own price, success criteria and integration scope, and when a pilot ended, the customer's operations team had to make a capital request for a fleet costing $1.5M to $3M. Most of those requests stalled in finance committees.\n\n" +
    'Meanwhile the company was spending heavily on pilot engineering, had eleven months of cash, and needed to show investors a repeatable path from pilot to revenue before it could raise its Series A.',
  detailedApproach:
    'We interviewed 19 operations and finance leaders at pilot customers, including those who had said no, and reconstructed why each deal had stalled. Capital approval, not product performance, decided 14 of the 18 lost deals. We then modelled the economics of a fleet site by site: hardware, installation, support, uptime and the labour hours the robots saved.\n\n' +
    "With the founders and the head of sales we tested three commercial models with six prospects before choosing one. We built the financing plan alongside it, because a subscription moves the capital need from the customer's balance sheet to Fieldstone's.",
  detailedSolution:
    'Fieldstone now sells a robots-as-a-service subscription, priced per robot per month, with a productivity guarantee expressed in picks per labour hour. Every pilot is a fixed-price, 90-day engagement with success criteria agreed at signature and a pre-negotiated conversion to a three-year fleet subscription once they are met.\n\n' +
    "We prepared the Series A around the new model: cohort data from the first converted pilots, fleet-level unit economics, and a structure that pairs equity with an equipment facility, so that each new fleet is funded by debt secured on the robots rather than by investors' equity.",
  keyOutcomes: [
    'Pilot-to-contract conversion up from 22% to 61% across the next 18 pilots',
    'Average sales cycle cut from nine and a half months to five',
    'Annual recurring revenue up from $2.1M to $7.8M in 20 months',
    '$18M Series A led by an industrial technology fund, plus a $10M equipment facility',
    'Pilot engineering cost per site down 45% with a standard integration scope',
  ],
  clientTestimonial: {
    quote:
      'Our robots were never the problem; the way we sold them was. They saw that in the first month, and the subscription we designed together is the reason our customers can say yes without a capital committee.',
    author: 'Hannah Lindqvist',
    position: 'Co-founder & CEO, Fieldstone Robotics',
  },
  timeline:
    '12 weeks of strategy and fundraising preparation, then four months of support to the Series A close',
  team: 'An engagement partner, a pricing principal, two consultants and a capital markets adviser',
  roi: 'About 14 times the engagement fee in contracted recurring revenue within the first year',
  recognitions: [
    'Named one of the "Ten Robotics Startups to Watch" by Supply Chain Ledger, 2024',
    'Finalist, Best Go-to-Market Transformation, New England Venture Awards 2024',
  ],
};
