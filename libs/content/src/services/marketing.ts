import { SERVICE_CARD_COPY } from './cards';
import type { ServiceContent } from './types';

export const MARKETING_CONTENT: ServiceContent = {
  slug: 'marketing',
  ...SERVICE_CARD_COPY.marketing,
  headline:
    'Brand and marketing that help the right buyers understand you quickly, measured against pipeline and revenue.',
  intro: [
    'Marketing earns its budget when it brings in the customers the business wants, at a cost it can afford. We start with positioning (who you serve, what you do better than the alternatives, and why it matters to them) because every campaign, web page and sales conversation depends on it.',
    'From there we build the brand, the plan and the programs, and we measure them against the numbers your chief financial officer cares about: qualified pipeline, the cost of winning a customer, and revenue.',
  ],
  benefits: [
    {
      title: 'A clear position in your market',
      text: 'Messaging that explains what you do, and why it matters, in one sentence for each audience you serve.',
    },
    {
      title: 'A brand that matches your quality',
      text: 'An identity and materials that reflect the standard of your work and build trust before the first meeting.',
    },
    {
      title: 'Budget where it works',
      text: 'Spending allocated by channel performance, with weak programs cut and strong ones scaled.',
    },
    {
      title: 'Marketing and sales in step',
      text: 'Shared definitions, targets and handoffs, so every lead is followed up and credited fairly.',
    },
  ],
  approach: [
    {
      title: 'Listen',
      text: 'We interview customers, prospects and your team, and audit your brand, content and channel results.',
    },
    {
      title: 'Position',
      text: 'We define the positioning, the messaging and the brand direction, and test them with buyers.',
    },
    {
      title: 'Plan and create',
      text: 'We build the marketing plan and create or direct the identity, the content and the campaigns.',
    },
    {
      title: 'Measure and refine',
      text: 'We report results against pipeline and revenue, and move budget to what works.',
    },
  ],
  callToAction:
    'Tell us what your buyers misunderstand about you, and we will show you how we would fix it.',
  subServices: {
    'marketing-strategy': {
      summary:
        'A marketing plan tied to revenue goals: target audiences, positioning, channel mix, budget and the measures that prove the return.',
      whatItIs: [
        'A marketing strategy decides where marketing effort and budget will go, and why. We start from the revenue targets of the company and work back to the audiences to reach, the messages that will move them, the channels that reach them most efficiently and the budget required.',
        'The strategy sets clear targets for each program and the reporting that shows what each dollar returns, so that marketing decisions are made with the same discipline as any other investment.',
      ],
      deliverables: [
        'An audit of current marketing programs, spending and results',
        'Audience priorities and a positioning summary',
        'The channel mix and an annual marketing plan',
        'A budget allocation with the expected return of each program',
        'A marketing performance scorecard with targets',
      ],
      engagement: [
        {
          title: 'Audit',
          text: 'We review past campaigns, spending, funnel data and the activity of competitors.',
        },
        {
          title: 'Strategy',
          text: 'We define the audiences, the positioning and the channel choices with your leadership.',
        },
        {
          title: 'Plan',
          text: 'We build the annual plan, the calendar and the budget.',
        },
        {
          title: 'Launch',
          text: 'We brief your team or your agencies and set up the reporting.',
        },
      ],
      duration: '6 to 10 weeks',
      audience: [
        'Companies spending on marketing without a clear view of the return',
        'New marketing leaders setting their first annual plan',
        'Founder-led businesses hiring their first marketing team',
      ],
      callToAction:
        'Want a marketing plan your finance team will believe in? Let us build it with you.',
    },
    'brand-identity': {
      summary:
        'Positioning, a brand platform and a visual identity that express what sets your company apart, consistently at every point of contact.',
      whatItIs: [
        'A brand is the reputation a company earns and the promise it makes. Brand strategy defines that promise: the positioning, personality and proof points that set you apart. Identity turns it into a name, a logo, typography, color and a voice that people recognize.',
        'We develop both from research with customers and staff, so that the brand reflects what is true about the company as well as where it is going, and we give your team the guidelines and templates to apply it consistently.',
      ],
      deliverables: [
        'Brand research findings from customers, staff and the market',
        'A brand platform: positioning, promise, personality and proof points',
        'A visual identity: logo, color palette, typography and style of imagery',
        'A verbal identity: voice and tone guidelines with examples',
        'Brand guidelines and the core templates',
      ],
      engagement: [
        {
          title: 'Research',
          text: 'We interview customers, staff and leaders and review the brands of your competitors.',
        },
        {
          title: 'Strategy',
          text: 'We develop options for the brand platform and test them with leadership.',
        },
        {
          title: 'Identity',
          text: 'We design the visual and verbal identity through two rounds of review.',
        },
        {
          title: 'Rollout',
          text: 'We produce the guidelines and templates and plan the launch inside and outside the company.',
        },
      ],
      duration: '10 to 16 weeks',
      audience: [
        'Companies whose brand no longer reflects their size or quality',
        'Businesses after a merger, an acquisition or a change of direction',
        'Firms that struggle to explain how they differ from their competitors',
      ],
      callToAction:
        'Does your brand do justice to your business? Let us talk about where it could go.',
    },
    'digital-marketing': {
      summary:
        'Search, paid media, social, e-mail and marketing automation programs, planned, run and optimized against qualified pipeline.',
      whatItIs: [
        'Digital channels let you reach specific buyers and measure what works, but only if the programs are set up and managed with care. We plan and run search engine optimization, paid search and social advertising, e-mail and marketing automation, and we make sure your analytics follow the whole path from the first click to closed business.',
        'We can run the programs for you, work alongside your in-house team, or audit and improve the work of your agencies.',
      ],
      deliverables: [
        'An audit of your digital channels and the opportunities in each',
        'Plans for search, paid media and e-mail programs',
        'Campaign setup, creative briefs and landing pages',
        'Marketing automation and lead-scoring configuration',
        'Monthly performance reports with the optimizations made and planned',
      ],
      engagement: [
        {
          title: 'Audit',
          text: 'We review your advertising accounts, tracking, website and results.',
        },
        {
          title: 'Plan',
          text: 'We set targets and design the programs for each channel.',
        },
        {
          title: 'Launch',
          text: 'We build and launch the campaigns, the tracking and the automation.',
        },
        {
          title: 'Optimize',
          text: 'Every month we test, report and reallocate budget.',
        },
      ],
      duration: '3 months to start, then ongoing',
      audience: [
        'Companies whose digital spending produces traffic but few qualified leads',
        'Businesses with small marketing teams that need specialist support',
        'Leaders who want an independent check on their agencies',
      ],
      callToAction: 'Is your digital spending producing customers? Let us audit your programs.',
    },
    'content-thought-leadership': {
      summary:
        'Research, articles, reports and events that demonstrate your expertise and earn the attention of senior buyers.',
      whatItIs: [
        'Senior buyers choose advisers and suppliers they already trust, and trust is built by showing expertise before the sale. Thought leadership turns what your people know into research reports, articles, webinars and events that help buyers with their real problems.',
        'We help you choose the themes on which you have something distinctive to say, interview your experts, write and edit the content, and plan how it reaches the right audience through your website, e-mail, social channels, the media and events.',
      ],
      deliverables: [
        'Thought leadership themes and an editorial plan',
        'A flagship research report or point-of-view paper',
        'Articles, case studies and bylined pieces for your executives',
        'A webinar or roundtable program',
        'A distribution plan and engagement reporting',
      ],
      engagement: [
        {
          title: 'Themes',
          text: 'We interview your experts and customers to find the topics on which you can lead.',
        },
        {
          title: 'Editorial plan',
          text: 'We agree the formats, the calendar and who does what.',
        },
        {
          title: 'Create',
          text: 'We research, write and design the content, with the input and approval of your experts.',
        },
        {
          title: 'Distribute',
          text: 'We publish and promote the content, and measure engagement and its influence on pipeline.',
        },
      ],
      duration: '3 to 6 months',
      audience: [
        'Professional services and technology firms selling to senior executives',
        'Companies whose expertise is greater than their reputation',
        'Leaders who want to build a personal profile in their industry',
      ],
      callToAction: 'Have expertise the market should hear about? Let us help you publish it.',
    },
    'marketing-analytics': {
      summary:
        'Attribution, funnel reporting and customer analytics that show which marketing drives revenue, and where to spend next.',
      whatItIs: [
        'Marketing analytics connects activity to results. We set up the tracking, data and reporting that follow a buyer from first contact to purchase and beyond, so you can see which channels and campaigns produce customers, how long it takes and what each one costs.',
        'On that foundation we analyze customer value, retention and acquisition cost, and build the budget models that tell you where the next marketing dollar should go.',
      ],
      deliverables: [
        'An audit of tracking and data across the website, CRM and advertising platforms',
        'Funnel definitions agreed by marketing and sales',
        'An attribution model and a marketing performance dashboard',
        'An analysis of customer lifetime value and acquisition cost',
        'A budget allocation model',
      ],
      engagement: [
        {
          title: 'Audit',
          text: 'We assess your current tracking, data quality and reporting.',
        },
        {
          title: 'Define',
          text: 'We agree the funnel stages and measures with marketing, sales and finance.',
        },
        {
          title: 'Build',
          text: 'We fix the tracking, connect the data sources and build the dashboards.',
        },
        {
          title: 'Analyze',
          text: 'We deliver the first analysis of return by channel, with budget recommendations.',
        },
      ],
      duration: '6 to 10 weeks',
      audience: [
        'Companies unable to say which marketing produces customers',
        'Marketing leaders defending their budgets to a skeptical board',
        'Businesses with data in many tools and no single view',
      ],
      callToAction: 'Want to know what your marketing really returns? Let us measure it with you.',
    },
  },
};
