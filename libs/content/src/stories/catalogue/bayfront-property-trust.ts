import type { SuccessStory } from '../success-story';

export const BAYFRONT_PROPERTY_TRUST: SuccessStory = {
  id: 'bayfront-property-trust-portfolio-repositioning',
  title: 'Bayfront Property Trust repositions an office-heavy portfolio',
  industry: 'Real Estate',
  businessSize: 'Enterprise',
  challenge:
    'A listed real estate investment trust with 62% of its portfolio in suburban offices faced falling occupancy, $900M of debt maturing within three years and a share price 35% below net asset value.',
  solution:
    'We built a hold, convert or sell plan for every office building, advised the board through the disposal programme and shaped the message to investors and lenders.',
  result:
    'The trust sold $410M of offices at 6% above book value, cut leverage from 7.8 to 6.1 times EBITDA and refinanced its maturities; the discount to net asset value narrowed to 12%.',
  impact: 'medium',
  tags: [
    'Mergers & Acquisitions',
    'Capital Raising',
    'Corporate Governance',
    'Strategic Partnerships',
    'Sustainability',
  ],
  detailedChallenge:
    'Bayfront Property Trust owns 48 properties: suburban offices, grocery-anchored shopping centres and a growing group of light industrial buildings. Since 2020 office occupancy had fallen from 91% to 78% as tenants gave up space at renewal, and the market treated the whole portfolio as an office story.\n\n' +
    'With $900M of debt maturing over the following three years, at rates far above those of the original loans, the board needed a credible plan for its offices before it could refinance on acceptable terms.',
  detailedApproach:
    "We assessed each of the 29 office buildings on tenant demand, capital needs, energy performance and alternative use, working with the trust's asset managers and outside engineers. The buildings fell into three groups: 11 worth keeping and upgrading, 6 suited to conversion to residential or laboratory use, and 12 to sell.\n\n" +
    'For the board we modelled how different disposal sequences would affect leverage, dividend cover and covenant headroom, and we advised on buyer outreach, including a separate process that sold five buildings to a single buyer.',
  detailedSolution:
    'The trust adopted a three-year repositioning plan: sell 12 offices, convert six with development partners under joint ventures, and invest in energy retrofits for the 11 it keeps, which strengthened its position with tenants who report on the emissions of the buildings they occupy.\n\n' +
    "We helped management present the plan at an investor day, with office exposure disclosed by building group and clear leverage targets, and supported the refinancing discussions with the trust's lending banks.",
  keyOutcomes: [
    '$410M of office sales closed at an average of 6% above book value',
    'Leverage down from 7.8 to 6.1 times net debt to EBITDA',
    '$900M of maturities refinanced, including a new $350M unsecured term loan',
    'Offices down from 62% to 41% of the portfolio',
    'Discount of the share price to net asset value narrowed from 35% to 12%',
  ],
  clientTestimonial: {
    quote:
      'An independent view of every building gave the board the confidence to act, and gave our investors a plan they could measure us against. Our lenders could see exactly where the cash would come from.',
    author: 'Catherine Moreau',
    position: 'Chief Executive Officer, Bayfront Property Trust',
  },
  timeline:
    '10 weeks for the portfolio review, then 15 months of advice through the disposal programme',
  team: 'A senior partner, a real estate principal, three consultants and a capital markets adviser',
  roi: 'Sale prices above book value and lower refinancing spreads added about $31M of value, against fees of $2.4M',
  recognitions: [
    'Finalist, Real Estate Transaction of the Year, Northeast Real Estate Finance Awards 2024',
    'Investor day disclosure cited by two equity analysts as a model of office exposure reporting',
  ],
};
