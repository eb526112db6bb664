import { SERVICE_CARD_COPY } from './cards';
import type { ServiceContent } from './types';

export const CORPORATE_ADVISORY_CONTENT: ServiceContent = {
  slug: 'corporate-advisory',
  ...SERVICE_CARD_COPY['corporate-advisory'],
  headline:
    'Senior, independent counsel for boards and owners on the transactions and decisions that reshape a company.',
  intro: [
    'Some decisions come only a few times in the life of a company: buying or selling a business, restructuring when results turn, reshaping the board, planning the next generation of ownership. The stakes are high and there is little room to learn on the job. Our corporate advisory partners have led these decisions many times, and they bring that experience to yours.',
    'We work alongside your lawyers, accountants and bankers, and coordinate them when asked. Our role is to give the board and the owners an independent, commercial view, with no fee that depends on whether a transaction closes.',
  ],
  benefits: [
    {
      title: 'Independent judgment',
      text: 'No fee tied to closing a deal, so we can tell you plainly when a transaction should not happen.',
    },
    {
      title: 'Experience of the hard moments',
      text: 'Partners who have led acquisitions, turnarounds and successions themselves, not only advised on them.',
    },
    {
      title: 'Advisers working as one',
      text: 'One team keeps your lawyers, accountants and bankers working to the same plan and timetable.',
    },
    {
      title: 'Decisions made in time',
      text: 'Clear options, analysis and recommendations let the board decide within the window available.',
    },
  ],
  approach: [
    {
      title: 'Frame the decision',
      text: 'We clarify the objective, the constraints and the decision that the board or the owners must make.',
    },
    {
      title: 'Analyze',
      text: 'We build the financial, commercial and operational analysis behind each option.',
    },
    {
      title: 'Advise and execute',
      text: 'We recommend a course of action and support its execution, from negotiation to integration or restructuring.',
    },
    {
      title: 'Stabilize',
      text: 'We stay through the months after the decision, when value is most often lost.',
    },
  ],
  callToAction:
    'Facing a decision that will reshape the company? A confidential conversation is the right first step.',
  subServices: {
    'mergers-acquisitions': {
      summary:
        'Buy-side and sell-side advice, from strategy and target screening to valuation, negotiation and the first hundred days of integration.',
      whatItIs: [
        'Acquisitions and sales create value when they follow from strategy and are carried out with discipline. On the buy side we help you define what to acquire and why, screen and approach targets, value them, and plan how the combined business will work. On the sell side we prepare the company, identify buyers and help you negotiate the best overall outcome, not only the headline price.',
        'We give particular weight to integration: most of the value of an acquisition is won or lost in the first hundred days after closing.',
      ],
      deliverables: [
        'An acquisition strategy and target criteria',
        'A long list of targets and a screened short list',
        'Valuation and synergy analysis',
        'Negotiation support and advice on deal structure',
        'An integration plan for the first hundred days',
      ],
      engagement: [
        {
          title: 'Strategy',
          text: 'We define the rationale for the transaction and the criteria it must meet.',
        },
        {
          title: 'Search or preparation',
          text: 'We screen targets, or prepare the business and its materials for sale.',
        },
        {
          title: 'Transaction',
          text: 'We support valuation, negotiation and diligence through to signing.',
        },
        {
          title: 'Integration',
          text: 'We plan the integration and help lead it after closing.',
        },
      ],
      duration: '3 to 12 months',
      audience: [
        'Companies pursuing growth by acquisition',
        'Owners preparing to sell all or part of their business',
        'Acquirers whose earlier deals did not deliver the expected results',
      ],
      callToAction:
        'Considering a purchase or a sale? Let us talk in confidence about your options.',
    },
    'due-diligence': {
      summary:
        "Commercial, operational and financial due diligence that tests a deal's assumptions before you commit your capital.",
      whatItIs: [
        'Due diligence tells a buyer or an investor what they are really buying. We test the assumptions behind the price: whether the market is as attractive as claimed, whether customers will stay, whether the operations can support the plan and whether the earnings are sustainable.',
        'Our reports concentrate on the issues that affect value and the deal terms, with clear recommendations on price, structure, protections and integration priorities. We also carry out vendor due diligence for sellers who want to find and fix issues before buyers do.',
      ],
      deliverables: [
        'Commercial due diligence: market, competition and customer analysis',
        'Operational due diligence: processes, systems, people and capacity',
        'A quality-of-earnings review, coordinated with your accountants',
        'A red-flag report setting out the implications for value and terms',
        'Integration priorities for the first hundred days',
      ],
      engagement: [
        {
          title: 'Scope',
          text: 'We agree the key questions and the timetable of the deal.',
        },
        {
          title: 'Investigate',
          text: 'We review the data room, interview management, customers and experts, and visit sites.',
        },
        {
          title: 'Red-flag readout',
          text: 'We report critical issues early, so that the negotiation can address them.',
        },
        {
          title: 'Final report',
          text: 'We deliver the full findings and recommendations before signing.',
        },
      ],
      duration: '3 to 6 weeks',
      audience: [
        'Corporate acquirers evaluating a target',
        'Private equity firms and family offices investing in mid-market companies',
        'Sellers who want vendor due diligence before going to market',
      ],
      callToAction: 'Evaluating a deal? Let us test its assumptions before you sign.',
    },
    'corporate-governance': {
      summary:
        'Boards, committees and decision rights designed for your stage of growth, so the company is well overseen and its leaders are free to lead.',
      whatItIs: [
        'Good governance gives owners confidence and management clarity: who decides what, how the board holds leaders to account, and how risks are overseen. As companies grow, take on investors or prepare to list, governance designed for an earlier stage becomes a constraint or a risk.',
        'We review the composition of the board, its committees, policies and decision rights against your stage and ambitions, facilitate board evaluations and help put the changes in place, including the search for independent directors where needed.',
      ],
      deliverables: [
        'A governance review against good practice for your stage and ownership',
        'A board evaluation with individual and collective feedback',
        'Charters and annual calendars for the board and its committees',
        'A delegation of authority matrix',
        'Profiles of the independent directors needed, and support in the search',
      ],
      engagement: [
        {
          title: 'Review',
          text: 'We interview directors and executives and review board papers and policies.',
        },
        {
          title: 'Evaluate',
          text: 'We run the board evaluation and share the findings with the chair.',
        },
        {
          title: 'Design',
          text: 'We draft the charters, decision rights and calendar with the chair and the chief executive.',
        },
        {
          title: 'Implement',
          text: 'We support the changes over the following board cycles.',
        },
      ],
      duration: '6 to 10 weeks',
      audience: [
        'Founder- and family-owned companies formalizing their board',
        'Companies taking on outside investors or preparing to list',
        'Boards that want an independent evaluation of their effectiveness',
      ],
      callToAction:
        'Is your board set up for the company you are becoming? Let us help you find out.',
    },
    restructuring: {
      summary:
        'Rapid, hands-on support for companies under financial or operational pressure: cash control, a credible plan and the confidence of stakeholders.',
      whatItIs: [
        'When results turn, time is the scarcest resource. Our restructuring team moves quickly to stabilize cash, establish the facts and build a credible plan to return the business to health, covering costs, working capital, the portfolio of activities and financing.',
        'We support management in talking with lenders, shareholders and employees, in negotiating with creditors where needed, and in delivering the turnaround plan week by week. Where the situation calls for it, we can provide interim leadership.',
      ],
      deliverables: [
        'A thirteen-week cash-flow forecast and cash controls',
        'An independent review of the causes of underperformance',
        'A turnaround plan with cost, working-capital and portfolio actions',
        'Support in communicating with lenders and other stakeholders',
        'Weekly management of the turnaround actions',
      ],
      engagement: [
        {
          title: 'Stabilize',
          text: 'In the first two weeks we take control of cash and establish the facts.',
        },
        {
          title: 'Plan',
          text: 'We develop the turnaround plan with management and test it with stakeholders.',
        },
        {
          title: 'Agree',
          text: 'We support the negotiations with lenders and other creditors that secure the plan.',
        },
        {
          title: 'Deliver',
          text: 'We drive execution week by week until results are back on track.',
        },
      ],
      duration: '3 to 9 months',
      audience: [
        'Companies facing covenant pressure or a tightening cash position',
        'Businesses whose margins have eroded over several years',
        'Lenders and investors who want an independent review of a company in difficulty',
      ],
      callToAction: 'Under pressure? Call us early: options narrow with every week that passes.',
    },
    'succession-exit-planning': {
      summary:
        'Planning the transfer of leadership and ownership (successors, timing, valuation and structure) to family, management or a buyer.',
      whatItIs: [
        'Every owner eventually leaves the business. Those who plan years ahead keep their options open and secure a better outcome for themselves, their families and their employees. We help owners decide what they want from the transition, understand what the business is worth and what would raise its value, and compare the routes: family succession, a management buyout, an employee ownership trust or a sale to an outside buyer.',
        'We also plan leadership succession, identifying and developing successors for the chief executive and the other critical roles.',
      ],
      deliverables: [
        "The owners' objectives and a transition timeline",
        'A valuation and a plan to raise the value of the business',
        'A comparison of the succession and exit routes, prepared with your tax and legal advisers',
        'A leadership succession plan for the critical roles',
        'A plan for communicating with family, employees and other stakeholders',
      ],
      engagement: [
        {
          title: 'Objectives',
          text: 'Private conversations with the owners clarify their financial and personal goals.',
        },
        {
          title: 'Assessment',
          text: 'We value the business and assess the strength of the leadership bench.',
        },
        {
          title: 'Options',
          text: 'We compare the succession and exit routes with your legal and tax advisers.',
        },
        {
          title: 'Plan and prepare',
          text: 'We agree the plan and begin the work that raises value and readies successors.',
        },
      ],
      duration: '8 to 12 weeks to plan; preparation over one to five years',
      audience: [
        'Founders and family owners planning to step back within five years',
        'Boards without a clear succession plan for the chief executive',
        'Owners considering a management buyout or employee ownership',
      ],
      callToAction:
        'Thinking about stepping back? The earlier you plan, the more options you keep. Let us talk.',
    },
  },
};
