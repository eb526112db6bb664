import { SERVICE_CARD_COPY } from './cards';
import type { ServiceContent } from './types';

export const CAPITAL_MARKETS_CONTENT: ServiceContent = {
  slug: 'capital-markets',
  ...SERVICE_CARD_COPY['capital-markets'],
  headline:
    'Independent advice on raising, structuring and communicating capital, from the first investor meeting to life as a public company.',
  intro: [
    'Raising capital tests a company as few other events do: the numbers must hold up to diligence, the story must persuade people who see hundreds of pitches a year, and the terms will shape the business for years. We prepare management teams for that test and stay beside them through it.',
    'Our advisers have sat on both sides of the table, as operators raising money and as investors and lenders deciding where to put it. We are independent of any bank or fund, so our advice on the type, size and timing of a raise comes with no product to sell.',
  ],
  benefits: [
    {
      title: 'A story investors grasp quickly',
      text: 'An equity story that connects your market, strategy and numbers, told consistently across the deck, the model and the management presentation.',
    },
    {
      title: 'Numbers that survive diligence',
      text: "A financial model and a data room built to answer investors' questions before they ask them.",
    },
    {
      title: 'Better terms, not just a closed round',
      text: 'We compare structures and term sheets on what they mean for control, dilution and flexibility, not only on price.',
    },
    {
      title: 'Less distraction for management',
      text: 'We run the preparation and the process, so the leadership team can keep running the company.',
    },
  ],
  approach: [
    {
      title: 'Readiness review',
      text: 'We assess the business as an investor would: financial records, governance, market, team and risks.',
    },
    {
      title: 'Prepare',
      text: 'We build the equity story, the model, the materials and the data room, and rehearse management.',
    },
    {
      title: 'Run the process',
      text: 'We help identify and approach investors or lenders, keep the timetable and coordinate diligence.',
    },
    {
      title: 'Negotiate and close',
      text: 'Alongside your legal counsel we advise on terms and structure through to closing and the first investor report.',
    },
  ],
  callToAction:
    'Planning a raise in the next twelve to eighteen months? The best time to talk to us is now.',
  subServices: {
    'capital-raising': {
      summary:
        'Preparation and process support for equity and growth capital raises, from the equity story and investor list to term sheets and closing.',
      whatItIs: [
        'Capital raising support takes a company from the decision to raise to money in the bank. We help set the amount and the type of capital, shape the equity story, build the materials and the investor list, and manage the process so that several credible investors are at the table at the same time.',
        'The service can be contracted on a success basis: a base fee plus a percentage of the capital raised. Where a transaction calls for a licensed placement agent, we work alongside one of your choosing.',
      ],
      deliverables: [
        'A capital plan: how much to raise, of what type and on what timetable',
        'The investor presentation, teaser and executive summary',
        'A targeted investor list with the reasons for each name and the warmest route in',
        'An organized data room and a tracker of diligence questions',
        'A comparison of term sheets and support in negotiating them',
      ],
      engagement: [
        {
          title: 'Preparation',
          text: 'Over four to six weeks we build the story, materials, model and data room, and rehearse the pitch.',
        },
        {
          title: 'Outreach',
          text: 'We approach a prioritized list of investors and schedule first meetings within a tight window.',
        },
        {
          title: 'Diligence',
          text: 'We coordinate investor questions, site visits and management sessions.',
        },
        {
          title: 'Terms and closing',
          text: 'We compare offers, advise on terms with your counsel and manage the path to closing.',
        },
      ],
      duration: '3 to 6 months',
      audience: [
        'Growth companies raising anything from a Series A to a late-stage round',
        'Profitable private companies seeking growth equity or a minority partner',
        'Founders raising from institutional investors for the first time',
      ],
      callToAction:
        'Thinking about raising capital? Let us assess your readiness before you meet your first investor.',
    },
    'ipo-readiness': {
      summary:
        'A structured program to prepare a private company for the public markets: reporting, governance, controls, equity story and investor communication.',
      whatItIs: [
        'A listing asks far more of a company than a private raise. Reporting must be timely and reliable every quarter, the board and its committees must meet public-company standards, internal controls must be documented and tested, and management must speak consistently to analysts and investors.',
        'Our IPO readiness program finds the gaps between where you are and where a public company must be, and runs the work to close them, usually over the twelve to twenty-four months before a listing and in step with your auditors, lawyers and underwriters.',
      ],
      deliverables: [
        'An IPO readiness assessment across finance, governance, controls, systems and people',
        'A readiness roadmap with workstreams, owners and timeline',
        'Recommendations on the composition of the board and its committees',
        'A public-company reporting calendar and a faster quarterly close',
        'The groundwork of the equity story and of investor relations',
      ],
      engagement: [
        {
          title: 'Assessment',
          text: 'We review the company against public-company requirements and against recent listings in your sector.',
        },
        {
          title: 'Roadmap',
          text: 'We agree the workstreams, owners and timeline with the chief executive, the chief financial officer and the board.',
        },
        {
          title: 'Program management',
          text: 'We run the readiness program, track progress and resolve issues across the workstreams.',
        },
        {
          title: 'Dry-run quarters',
          text: 'Before the listing, the team rehearses quarterly closes and results announcements as a public company would.',
        },
      ],
      duration: '6 to 24 months',
      audience: [
        'Private companies considering a listing within the next two years',
        'Boards that want an independent view of whether the company is ready',
        'Finance teams moving from annual audits to quarterly public reporting',
      ],
      callToAction:
        'Considering a listing? An early readiness assessment shows what the road really involves.',
    },
    'debt-financing': {
      summary:
        'Advice on raising and refinancing debt (sizing, structure, lender selection and covenants) to fund growth without giving up equity.',
      whatItIs: [
        'Debt can fund growth, an acquisition or a shareholder buyout at a lower cost than equity, but the wrong structure or covenants can constrain a business for years. We help you decide how much debt the business can carry, which kind suits your cash flows (bank term loans, revolving credit, asset-based lending, private credit or venture debt) and which lenders to approach.',
        'We then prepare the lender materials, run a competitive process and negotiate the terms that matter most: pricing, covenants, security and flexibility.',
      ],
      deliverables: [
        'A debt capacity analysis with downside cash-flow scenarios',
        'A recommended financing structure and a shortlist of lenders',
        'A lender information memorandum and financial model',
        'A comparison of term sheets on pricing, covenants and flexibility',
        'A covenant compliance forecast for the life of the facility',
      ],
      engagement: [
        {
          title: 'Capacity and structure',
          text: 'We model the cash flows and agree the amount, type and structure of financing to pursue.',
        },
        {
          title: 'Materials',
          text: 'We prepare the information memorandum, the model and the management presentation.',
        },
        {
          title: 'Lender process',
          text: 'We approach a selected group of lenders and manage their questions and meetings.',
        },
        {
          title: 'Negotiation',
          text: 'We compare the proposals and negotiate terms alongside your counsel through to signing.',
        },
      ],
      duration: '6 to 14 weeks',
      audience: [
        'Profitable companies funding growth or an acquisition',
        'Businesses refinancing facilities that mature within eighteen months',
        'Owners funding a partial buyout or a dividend recapitalization',
      ],
      callToAction:
        'Reviewing your financing? Let us show you the terms the market would offer today.',
    },
    'investor-relations': {
      summary:
        'Clear, consistent communication with shareholders, analysts and lenders: reporting packs, results messaging and investor programs.',
      whatItIs: [
        'Investors reward companies they understand and trust. Investor relations turns your strategy and results into a consistent story, told through board and shareholder reports, quarterly results, investor days and one-to-one meetings.',
        'For private companies we design the reporting packs and update meetings that keep investors and lenders confident between raises. For listed companies we support the results cycle and shareholder targeting, and prepare management for the questions analysts will ask.',
      ],
      deliverables: [
        'An investor messaging framework and the key performance indicators to report',
        'A monthly or quarterly investor reporting pack',
        'The results presentation, script and question-and-answer preparation',
        'A study of how shareholders and analysts perceive the company',
        'An annual plan of investor meetings and events',
      ],
      engagement: [
        {
          title: 'Perception review',
          text: 'We interview current and prospective investors and analysts about how they see the company.',
        },
        {
          title: 'Messaging',
          text: 'We build the messaging framework and choose the measures you will report against.',
        },
        {
          title: 'Reporting design',
          text: 'We design the reporting pack and the results materials with your finance team.',
        },
        {
          title: 'Ongoing support',
          text: 'We support each reporting cycle and investor meeting for an agreed period.',
        },
      ],
      duration: '6 weeks to set up, then quarter by quarter',
      audience: [
        'Newly listed companies building their investor relations function',
        'Venture- and private equity-backed companies with demanding boards',
        'Companies valued below their peers despite comparable results',
      ],
      callToAction: 'Want investors to see the company as you do? Let us help you tell its story.',
    },
    'financial-modeling': {
      summary:
        'Robust, auditable financial models and independent valuations for fundraising, acquisitions, planning and shareholder decisions.',
      whatItIs: [
        'A financial model is where a strategy meets its numbers. We build integrated models (income statement, balance sheet and cash flow) driven by the operating assumptions that really move your business, with scenarios that show what happens when those assumptions change.',
        'We also value businesses and business units using market, income and transaction approaches, for raises, acquisitions, shareholder agreements and internal planning. Every model is documented so that your finance team can own it and keep it up to date.',
      ],
      deliverables: [
        'An integrated three-statement model with scenario and sensitivity analysis',
        'A driver-based build of revenue and costs tied to operating data',
        'A valuation report setting out the method, comparables and assumptions',
        'Model documentation and a user guide',
        'A training session for your finance team',
      ],
      engagement: [
        {
          title: 'Scoping',
          text: 'We agree the decisions the model must support and collect historical financial and operating data.',
        },
        {
          title: 'Build',
          text: 'We build the model in stages, reviewing the assumptions with management at each one.',
        },
        {
          title: 'Independent check',
          text: 'A member of our team who did not build the model checks its formulas and logic before release.',
        },
        {
          title: 'Handover',
          text: 'We train your team and support the model through its first planning cycle or transaction.',
        },
      ],
      duration: '3 to 8 weeks',
      audience: [
        'Companies preparing for a raise, a sale or an acquisition',
        'Finance teams relying on spreadsheets that only one person understands',
        'Shareholders who need an independent valuation for a buyout or an agreement',
      ],
      callToAction:
        'Need numbers your investors and board will trust? Let us scope your model or valuation.',
    },
  },
};
