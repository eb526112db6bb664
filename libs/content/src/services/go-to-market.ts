import { SERVICE_CARD_COPY } from './cards';
import type { ServiceContent } from './types';

export const GO_TO_MARKET_CONTENT: ServiceContent = {
  slug: 'go-to-market',
  ...SERVICE_CARD_COPY['go-to-market'],
  headline:
    'Go-to-market plans your sales and marketing teams can run on Monday: who to sell to, what to charge, and how to reach them.',
  intro: [
    'Many good products stall because the company sells to too many kinds of buyer, through the wrong channels, at prices that leave money on the table. Go-to-market strategy fixes the commercial engine: the segments you target, the value you promise each one, the price and the packaging, the channels and the sales motion.',
    'We build the plan with your commercial leaders and test it in the market before it is rolled out, so you scale what works rather than what looked good in a presentation.',
  ],
  benefits: [
    {
      title: 'Focus on the buyers who value you most',
      text: 'Segmentation built on win rates, deal sizes and retention shows where your sales effort earns the best return.',
    },
    {
      title: 'Pricing that reflects value',
      text: 'Packages and price points grounded in customer research and deal data, not in cost-plus habits.',
    },
    {
      title: 'A repeatable sales motion',
      text: 'Defined stages, qualification rules and playbooks make results less dependent on a few star sellers.',
    },
    {
      title: 'Launches that land',
      text: 'Product, marketing, sales and service are ready on the same day, so new offers reach revenue sooner.',
    },
  ],
  approach: [
    {
      title: 'Understand buyers',
      text: 'Win-loss interviews, customer research and an analysis of your CRM reveal who buys, why, and what nearly stopped them.',
    },
    {
      title: 'Design the model',
      text: 'We define the target segments, value propositions, pricing, channels and sales coverage.',
    },
    {
      title: 'Test in the market',
      text: 'Pilots with one sales team, region or segment check the model against real deals before it is rolled out.',
    },
    {
      title: 'Scale',
      text: 'We roll out the playbooks, the training and the measures that keep the commercial engine tuned.',
    },
  ],
  callToAction:
    'Bring us your launch, your stalled pipeline or your pricing question, and we will show you where we would start.',
  subServices: {
    'market-research': {
      summary:
        'Primary and secondary research that sizes your market and divides it into segments you can target, price for and reach.',
      whatItIs: [
        'Good go-to-market decisions rest on knowing who the buyers are, what they need and how they buy. We combine interviews, surveys and your own sales data to size the market and group buyers into segments that differ in the ways that matter: needs, willingness to pay, buying process and cost to serve.',
        'Each segment comes with a profile your team can use straight away, including the roles involved in a purchase, the problems that trigger it and the objections sellers will hear.',
      ],
      deliverables: [
        'Market sizing (total, serviceable and obtainable) with sources and assumptions',
        'A needs-based segmentation with the size and attractiveness of each segment',
        'Buyer profiles and buying-journey maps for the priority segments',
        'Findings from 20 to 40 interviews with customers and prospects',
        'Recommended target segments, with the reasoning for each',
      ],
      engagement: [
        {
          title: 'Research design',
          text: 'We agree the decisions the research must inform, then design the interview guides and the survey.',
        },
        {
          title: 'Fieldwork',
          text: 'We interview customers, prospects and lost deals, and run a survey where the market is large enough.',
        },
        {
          title: 'Analysis',
          text: 'We build the segmentation and size each segment, cross-checking against the data in your CRM.',
        },
        {
          title: 'Working session',
          text: 'Sales, marketing and product leaders review the segments together and choose their targets.',
        },
      ],
      duration: '5 to 8 weeks',
      audience: [
        'Companies about to launch a new product or enter a new market',
        'Sales teams chasing every opportunity with uneven results',
        'Leaders who suspect their customer base has changed since the business began',
      ],
      callToAction:
        'Find out who your best customers really are: ask us to scope your market research.',
    },
    'sales-strategy': {
      summary:
        'The design of your sales engine (coverage, channels, team structure, process and targets) to win more of the right deals.',
      whatItIs: [
        'Sales strategy decides how the company reaches and wins customers: which accounts get direct attention and which are served through partners or digital channels, how territories and quotas are set, how the team is organized, and the stages a deal moves through.',
        'We base the design on your actual pipeline and win-loss data, and on interviews with sellers and buyers, so the plan reflects how deals are really won in your market.',
      ],
      deliverables: [
        'A sales coverage model with account tiers and the role of each channel',
        'Team structure, roles and a capacity plan',
        'A defined sales process with stage criteria and qualification rules',
        'Territory and quota design tied to the revenue plan',
        'Sales playbooks for the priority segments',
      ],
      engagement: [
        {
          title: 'Diagnostic',
          text: 'We analyze pipeline, conversion and win-loss data, and join sellers on live deals.',
        },
        {
          title: 'Design',
          text: 'We develop the coverage model, the structure and the process with your sales leadership.',
        },
        {
          title: 'Enablement',
          text: 'We write the playbooks and train managers to coach their teams in the new process.',
        },
        {
          title: 'Follow-through',
          text: 'For the first quarter we review pipeline and conversion with you and adjust where needed.',
        },
      ],
      duration: '8 to 12 weeks',
      audience: [
        'Companies moving from founder-led selling to a professional sales team',
        'Sales organizations missing their targets despite a healthy pipeline',
        'Businesses adding a partner or channel route alongside direct sales',
      ],
      callToAction:
        'Let us look at your pipeline with you and show you where deals are being lost.',
    },
    'pricing-strategy': {
      summary:
        'Price points, packages and discount rules grounded in customer value and deal data, so you capture the value you create.',
      whatItIs: [
        'Pricing is the fastest lever on profit and the one most companies set by habit. We study what customers value, what they pay competitors and how your discounts really behave in the deal data, then design packages and prices that match the needs and budgets of different buyers.',
        'We also set the rules that protect price in the field: who may approve which discount, how renewals are priced, and how sellers present price to buyers.',
      ],
      deliverables: [
        'An analysis of realized prices, discounting and price dispersion',
        'Customer value research and willingness-to-pay findings',
        'Recommended packages, tiers and price points',
        'Discount governance and deal approval rules',
        'A rollout plan, including how changes are explained to existing customers',
      ],
      engagement: [
        {
          title: 'Price diagnostic',
          text: 'We analyze invoices, quotes and renewals to show where value leaks away.',
        },
        {
          title: 'Customer research',
          text: 'Interviews and a structured survey measure how buyers trade features off against price.',
        },
        {
          title: 'Design',
          text: 'We design the packages and prices and model their effect on revenue and on customer retention.',
        },
        {
          title: 'Rollout',
          text: 'We train the sales team, update the quoting tools and track the early results.',
        },
      ],
      duration: '6 to 10 weeks',
      audience: [
        'Companies that have not reviewed their prices in two years or more',
        'Software and service businesses moving to subscription or tiered pricing',
        'Sales teams for whom discounting has become the default way to close',
      ],
      callToAction: 'Wondering whether you charge enough? Let us test your pricing with you.',
    },
    'product-launch': {
      summary:
        'A coordinated plan for launching a new product or service, from positioning and pricing to sales readiness and the first ninety days.',
      whatItIs: [
        'A launch brings product, marketing, sales and service together on one date, and it is where the gaps between them show in front of customers. We plan the launch as a single program: who it is for, the message, the price, the channels, what each team needs to be ready and the measures that show whether it is working.',
        'We then sit in the launch room with your team through the first ninety days, watching the early signals and adjusting quickly.',
      ],
      deliverables: [
        'Launch positioning and messaging for each target audience',
        'A launch plan and calendar across product, marketing, sales and service',
        'A sales kit: pitch, demonstration flow, objection handling and pricing guide',
        'A readiness checklist and a go/no-go review',
        'A ninety-day launch dashboard with leading indicators',
      ],
      engagement: [
        {
          title: 'Launch brief',
          text: 'We agree the goals, audiences, timing and budget with the product and commercial leads.',
        },
        {
          title: 'Plan and build',
          text: 'We build the messaging, the plan and the sales materials with your teams.',
        },
        {
          title: 'Readiness review',
          text: 'Two to three weeks before the launch we test readiness across every team and close the gaps.',
        },
        {
          title: 'Launch and learn',
          text: 'We track adoption and pipeline weekly and recommend adjustments.',
        },
      ],
      duration: '8 to 16 weeks, depending on the launch date',
      audience: [
        'Companies launching a new product line or service',
        'Teams relaunching an offer that did not gain traction',
        'Businesses entering a new segment with an adapted product',
      ],
      callToAction:
        'Planning a launch? Talk to us early, while the important choices are still open.',
    },
    'sales-growth': {
      summary:
        'Hands-on support to grow revenue from the pipeline you have (conversion, deal size, retention and expansion), with fees tied to results.',
      whatItIs: [
        'Sales growth is our most hands-on go-to-market work. Rather than designing a new model, we work inside your commercial team to lift the results of the current one: sharper qualification, stronger proposals, disciplined follow-up, account plans for the largest customers and a steady focus on retention and expansion.',
        'Because the aim is measurable revenue, this service can be contracted on a success basis: a base fee plus a commission on the agreed growth above a baseline.',
      ],
      deliverables: [
        'A revenue baseline and growth targets agreed at the start',
        'Pipeline reviews and deal coaching on the priority opportunities',
        'Account plans for your largest customers, with their expansion opportunities',
        'Proposal and pitch improvements based on win-loss patterns',
        'A monthly report of results against the baseline',
      ],
      engagement: [
        {
          title: 'Baseline',
          text: 'We agree the revenue baseline, the targets and how growth will be measured.',
        },
        {
          title: 'Quick wins',
          text: 'In the first month we concentrate on stalled deals and the largest expansion opportunities.',
        },
        {
          title: 'Working rhythm',
          text: 'Weekly pipeline reviews and deal coaching with managers and sellers build lasting habits.',
        },
        {
          title: 'Handover',
          text: 'We document what worked and leave the routines with your sales managers.',
        },
      ],
      duration: '3 to 9 months',
      audience: [
        'Companies with a solid product and pipeline that convert below their potential',
        'Owners who prefer to pay for advice in proportion to its results',
        'Sales leaders who want an experienced partner beside their team for a season',
      ],
      callToAction: 'Ask us how a success-based sales growth engagement would work for your team.',
    },
  },
};
