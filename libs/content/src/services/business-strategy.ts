import { SERVICE_CARD_COPY } from './cards';
import type { ServiceContent } from './types';

export const BUSINESS_STRATEGY_CONTENT: ServiceContent = {
  slug: 'business-strategy',
  ...SERVICE_CARD_COPY['business-strategy'],
  headline:
    'Growth strategy built on evidence, owned by your leadership team, and delivered quarter by quarter.',
  intro: [
    'Most companies do not lack ideas for growth. What they lack is a clear view of which ideas the business can afford, which markets will pay for them, and what has to change inside the company to deliver them. Our strategy work starts with those questions and answers them with data from your own operations and your market, not with frameworks lifted from a textbook.',
    'We work with the chief executive and the leadership team as one group, so the strategy that comes out is one they wrote with us and can defend to a board, a lender or an investor. Then we stay through the first quarters of execution, when most plans quietly fail.',
  ],
  benefits: [
    {
      title: 'A strategy the team believes in',
      text: 'Leaders shape the choices in working sessions, so the plan has owners from the first day rather than after a rollout campaign.',
    },
    {
      title: 'Choices grounded in unit economics',
      text: 'Every growth option is tested against margin, cash and capacity, so you know what each one costs before you commit to it.',
    },
    {
      title: 'Fewer, clearer priorities',
      text: 'We help you stop work as deliberately as you start it, freeing people and budget for the few moves that matter.',
    },
    {
      title: 'Early signs of progress',
      text: 'Leading indicators and a quarterly review rhythm tell you within months, not years, whether the strategy is working.',
    },
  ],
  approach: [
    {
      title: 'Diagnose',
      text: 'Interviews across the leadership team, a review of financial and operating data, and customer and competitor research establish where the business really stands.',
    },
    {
      title: 'Frame the choices',
      text: 'We set out the realistic options for where to play and how to win, each with its economics, its risks and the capabilities it demands.',
    },
    {
      title: 'Decide and plan',
      text: 'In facilitated sessions the leadership team makes the choices; we turn them into a plan with owners, milestones, budgets and targets.',
    },
    {
      title: 'Execute and adjust',
      text: 'We support the first two to four quarters of delivery with progress reviews, problem-solving on stalled initiatives and course corrections.',
    },
  ],
  callToAction:
    'Tell us where you want the business to be in three years, and we will show you how we would test the route there.',
  subServices: {
    'strategic-analysis': {
      summary:
        'An objective assessment of your market position, economics and capabilities, so leadership decisions start from facts everyone accepts.',
      whatItIs: [
        'Strategic analysis is the fact base behind a strategy. We examine where your revenue and profit really come from, how your market is moving, how competitors are positioned, and which of your capabilities give you an advantage that customers will pay for.',
        'The work settles debates that leadership teams often carry for years (which customers are profitable, which products subsidize others, whether a market is still growing) and gives the company one shared picture to plan from.',
      ],
      deliverables: [
        'Profitability analysis by customer segment, product line and channel',
        'Market map with size, growth and share estimates for your core and adjacent markets',
        'Competitor profiles covering positioning, pricing, strengths and likely moves',
        'Capability assessment: what the company does better than its rivals, and where it falls short',
        'A board-ready summary of findings and the five to seven strategic questions they raise',
      ],
      engagement: [
        {
          title: 'Kickoff and data request',
          text: 'We agree the questions to answer with the chief executive, then gather financial, sales and operating data from your systems.',
        },
        {
          title: 'Research and interviews',
          text: 'We interview leaders, frontline staff and customers and, where useful, former customers and industry experts.',
        },
        {
          title: 'Analysis',
          text: 'Our team builds the profitability, market and competitor analyses and tests early findings with your finance and sales leads.',
        },
        {
          title: 'Readout',
          text: 'We present the findings to the leadership team or the board and agree which questions the strategy must answer next.',
        },
      ],
      duration: '4 to 6 weeks',
      audience: [
        'Chief executives preparing a new strategic plan or a board strategy day',
        'New leadership teams who need an independent baseline of the business they have inherited',
        'Owners weighing an investment, a sale or a major expansion who want an outside view first',
      ],
      callToAction: 'Start with the facts: ask us to scope a strategic analysis of your business.',
    },
    'growth-strategy': {
      summary:
        'A prioritized plan for profitable growth that weighs new customers, new offers, new markets and acquisitions with their economics laid out.',
      whatItIs: [
        'Growth strategy decides how the company will grow over the next three to five years, and what it will not do. We lay out the realistic routes (deeper penetration of current customers, new products or services, new segments or regions, partnerships and acquisitions) and size each against the investment and the risk it carries.',
        'The outcome is a short list of growth bets, sequenced so that early wins fund later ones, with clear targets and the capabilities, hires and systems each bet requires.',
      ],
      deliverables: [
        'A growth ambition with revenue and margin targets by year',
        'An evaluation of each growth route: market size, investment, payback and risk',
        'A sequenced portfolio of growth initiatives with owners and budgets',
        'A capability and hiring plan to support the chosen initiatives',
        "A financial bridge from today's revenue to the target",
      ],
      engagement: [
        {
          title: 'Ambition setting',
          text: 'With leadership and the board we agree how much growth the business should pursue and within which limits of capital, risk and timing.',
        },
        {
          title: 'Option development',
          text: 'We build and size the growth options, drawing on customer research and on your own sales and margin data.',
        },
        {
          title: 'Prioritization workshops',
          text: 'The leadership team chooses and sequences the initiatives in two facilitated sessions, with the economics of each in front of them.',
        },
        {
          title: 'Launch planning',
          text: 'We set up the plan, the targets and the governance, and help launch the first initiatives.',
        },
      ],
      duration: '8 to 12 weeks',
      audience: [
        'Companies whose growth has stalled after a strong early run',
        'Founder-led businesses preparing for their next stage of scale',
        'Private equity-backed companies with a growth plan to deliver within a hold period',
      ],
      callToAction:
        'Ready to decide where your next stage of growth comes from? Let us talk it through.',
    },
    'market-expansion': {
      summary:
        'Entering a new region, country or customer segment with a tested plan: market selection, entry model, launch and early operations.',
      whatItIs: [
        'Expanding into a new market is one of the costliest decisions a company makes, and most failures trace back to choosing the wrong market or the wrong way in. We help you compare candidate markets on demand, competition, regulation and cost to serve, then choose how to enter: direct sales, partners, a local entity or an acquisition.',
        'Once the choice is made, we build the entry plan and support the launch, including the first hires, partners and customers.',
      ],
      deliverables: [
        'A market attractiveness scorecard comparing candidate regions or segments',
        'An entry model recommendation with its costs, timing and risks',
        'A checklist of the regulatory, tax and operational requirements of the chosen market',
        'A launch plan with a twelve-month budget, hiring plan and revenue targets',
        'A shortlist of partners and distributors, with introductions where we can make them',
      ],
      engagement: [
        {
          title: 'Market screening',
          text: 'We narrow a long list of candidate markets to three or four using demand, competition and cost data.',
        },
        {
          title: 'Deep dives',
          text: 'For the short list we run customer interviews, competitor reviews and conversations with local experts.',
        },
        {
          title: 'Entry decision',
          text: 'Leadership chooses the market and the entry model, with a full business case for each option in front of them.',
        },
        {
          title: 'Launch support',
          text: 'We help recruit partners and local leaders, and track the first months against the plan.',
        },
      ],
      duration: '6 to 14 weeks, plus optional launch support',
      audience: [
        'Companies outgrowing their home region or country',
        'Product companies looking to sell to a new industry or size of customer',
        'Businesses that tried a new market once and want to understand why it did not work',
      ],
      callToAction:
        'Considering a new market? Let us help you choose it, and the way in, with evidence.',
    },
    'operational-excellence': {
      summary:
        'Leaner, faster and more reliable operations: we redesign the processes, roles and measures that decide cost, quality and delivery time.',
      whatItIs: [
        'Operational excellence work improves how the company delivers what it sells. We map the processes that matter most to customers and to margin (order to cash, procure to pay, service delivery, production planning), measure where time and money are lost, and redesign them with the people who run them.',
        'We favor practical changes that last: clearer roles and handoffs, simpler approvals, better planning and a few well-chosen measures, with technology only where it removes real work.',
      ],
      deliverables: [
        'Current-state process maps with cost, cycle-time and error data',
        'A prioritized list of improvement opportunities with their value and effort',
        'Redesigned processes, roles and decision rights for the priority areas',
        'An operating dashboard with the handful of measures that drive performance',
        'An implementation plan and hands-on support for the first improvements',
      ],
      engagement: [
        {
          title: 'Baseline',
          text: 'We observe the work, map the priority processes and measure their cost, speed and quality.',
        },
        {
          title: 'Design',
          text: 'In workshops with the teams involved we design the future process and agree how it will be measured.',
        },
        {
          title: 'Pilot',
          text: 'The new way of working runs in one team, site or product line first, and we refine it from what we learn.',
        },
        {
          title: 'Roll out and sustain',
          text: 'We extend the changes across the business and hand over the routines that keep improvement going.',
        },
      ],
      duration: '10 to 16 weeks',
      audience: [
        'Growing companies whose processes have not kept up with their size',
        'Businesses facing margin pressure that want savings without cutting service',
        'Operations leaders preparing for a new system, site or acquisition',
      ],
      callToAction:
        'Ask us where your operations are losing time and margin, and what it would take to win them back.',
    },
    'performance-management': {
      summary:
        'Targets, reporting and review routines that connect strategy to daily decisions, so leaders see problems early and act on them.',
      whatItIs: [
        'A strategy works only if the company can tell whether it is working. Performance management sets the targets and measures that link strategic goals to each team, designs the reports leaders actually read, and establishes the monthly and quarterly reviews where decisions get made.',
        'We also align objectives and incentives with the plan, so that what people are rewarded for matches what the company is trying to achieve.',
      ],
      deliverables: [
        'A measure tree linking company goals to team and individual targets',
        'Executive and team dashboards with clear definitions and data owners',
        'Formats for the monthly operating review and the quarterly strategy review',
        'Objective-setting and incentive recommendations aligned with the plan',
        'Coaching for the leaders who run the first review cycles',
      ],
      engagement: [
        {
          title: 'Review current practice',
          text: 'We assess your existing targets, reports and meetings, and find where decisions stall.',
        },
        {
          title: 'Design the system',
          text: 'We define the measures, targets, reports and meeting cadence with the leadership team.',
        },
        {
          title: 'Build and test',
          text: 'Your finance and data teams build the reports with our support, and we run the first reviews alongside your leaders.',
        },
        {
          title: 'Embed',
          text: 'After two cycles we refine the system and hand it over to your team in full.',
        },
      ],
      duration: '8 to 12 weeks',
      audience: [
        'Leadership teams with plenty of reports but too little insight',
        'Companies rolling out a new strategy that need a way to track it',
        'Businesses preparing for investors or lenders who expect disciplined reporting',
      ],
      callToAction:
        'Want a clearer view of how the business is performing? Let us design the reviews with you.',
    },
  },
};
