import { SERVICE_CARD_COPY } from './cards';
import type { ServiceContent } from './types';

export const DIGITAL_SOLUTIONS_CONTENT: ServiceContent = {
  slug: 'digital-solutions',
  ...SERVICE_CARD_COPY['digital-solutions'],
  headline:
    'Technology chosen for the business it has to serve: practical roadmaps, systems and automation your people will actually use.',
  intro: [
    'Technology spending rarely fails for technical reasons. It fails because systems are chosen before the problem is clear, because projects run without the people who will use the result, and because nobody measures whether the promised value arrived. Our digital work starts from the business outcome and works back to the technology.',
    'We are vendor-independent: we take no referral fees from software companies, so our recommendations are about fit, not commission. Where building is the right answer, our delivery teams design and build with your staff and hand over systems they can run.',
  ],
  benefits: [
    {
      title: 'Investment tied to outcomes',
      text: 'Every initiative has a business case and agreed measures before any money is spent.',
    },
    {
      title: 'Independent technology choices',
      text: 'Vendor selection and architecture advice with no referral fees or reseller margins behind it.',
    },
    {
      title: 'Adoption, not just installation',
      text: 'Process design, training and support for the people affected are part of the work, not an afterthought.',
    },
    {
      title: 'Systems your team can run',
      text: 'Documentation, knowledge transfer and a planned handover avoid a long dependence on outside help.',
    },
  ],
  approach: [
    {
      title: 'Assess',
      text: 'We map your current systems, data and processes, and where they cost time, money or risk.',
    },
    {
      title: 'Prioritize',
      text: 'We agree the initiatives with the best return and sequence them in a realistic roadmap.',
    },
    {
      title: 'Deliver',
      text: 'We select vendors, design and build solutions, or manage implementation partners on your behalf.',
    },
    {
      title: 'Adopt and measure',
      text: 'We train users, support the go-live and measure the results against the business case.',
    },
  ],
  callToAction:
    'Tell us which system or process frustrates your team most, and we will show you how we would approach it.',
  subServices: {
    'digital-transformation': {
      summary:
        'A company-wide plan for using technology to change how you serve customers and run operations, with the investment case to match.',
      whatItIs: [
        'Digital transformation is less about technology than about the business you want to become: how customers will buy and be served, how work will flow, and which decisions data should drive. We define that target with your leadership team, then identify the changes in technology, processes and skills needed to reach it.',
        'The result is a transformation strategy with a clear investment case and a sequence that delivers value in stages, rather than one large program that pays back only at the end.',
      ],
      deliverables: [
        'A digital maturity assessment against your peers',
        'The target experience of customers and staff, described in plain language',
        'A portfolio of transformation initiatives with their business cases',
        'A phased transformation plan with funding and governance',
        'A change and skills plan for the people affected',
      ],
      engagement: [
        {
          title: 'Vision',
          text: 'Leadership workshops define what the business should look like in three years.',
        },
        {
          title: 'Assessment',
          text: 'We assess current capabilities, systems and data against that vision.',
        },
        {
          title: 'Portfolio',
          text: 'We shape and size the initiatives and build the business case.',
        },
        {
          title: 'Mobilize',
          text: 'We set up the governance and launch the first wave of initiatives.',
        },
      ],
      duration: '8 to 12 weeks',
      audience: [
        'Established companies whose competitors are moving faster online',
        'Leadership teams with many digital projects and no overall direction',
        'Boards asking for a clear view of technology investment and its return',
      ],
      callToAction: 'Ready to turn scattered digital projects into one plan? Let us talk.',
    },
    'technology-roadmap': {
      summary:
        'A prioritized three-year plan for your systems, infrastructure and data, sequenced by business value and budget.',
      whatItIs: [
        'A technology roadmap answers a practical question: what should we change in our systems, in what order, and at what cost? We review your applications, infrastructure, integrations and data, find what is holding the business back, and plan the replacements, upgrades and new capabilities that matter most.',
        'The roadmap includes the architecture principles and vendor choices that will guide later decisions, so that each new purchase fits the whole rather than adding another island.',
      ],
      deliverables: [
        'An inventory and health check of current applications and infrastructure',
        'A target architecture and its guiding principles',
        'A three-year roadmap with costs, dependencies and milestones',
        'Vendor and build-or-buy recommendations for the priority areas',
        'A technology budget and resourcing plan',
      ],
      engagement: [
        {
          title: 'Discovery',
          text: 'We interview business and technology leaders and document current systems and their costs.',
        },
        {
          title: 'Target state',
          text: 'We design the target architecture with your technology team.',
        },
        {
          title: 'Roadmap',
          text: 'We sequence the initiatives by value, risk and dependency, and cost them.',
        },
        {
          title: 'Approval',
          text: 'We present the roadmap to leadership and the board and refine it with their input.',
        },
      ],
      duration: '6 to 10 weeks',
      audience: [
        'Companies running on aging or patched-together systems',
        'New technology leaders setting direction for their first years',
        'Businesses combining systems after a merger or acquisition',
      ],
      callToAction:
        'Not sure which system to fix first? A roadmap gives you the order and the budget.',
    },
    'process-automation': {
      summary:
        'Taking manual, repetitive work out of finance, operations and customer service with workflow tools, integrations and robotic process automation.',
      whatItIs: [
        'Many teams still spend hours each week re-keying data between systems, chasing approvals by e-mail and rebuilding the same spreadsheets. Process automation removes that work. We find the processes where automation pays back fastest, simplify them first, then automate them with the right tool: workflow software, integrations between your systems, robotic process automation, or features you already own but do not use.',
        'We measure the hours saved and the errors avoided, so you can see the return on each automation.',
      ],
      deliverables: [
        'An assessment of automation opportunities with the hours each would save',
        'Simplified designs of the priority processes',
        'Built and tested automations for the first processes',
        'Monitoring and exception-handling procedures',
        'A report tracking the benefits achieved',
      ],
      engagement: [
        {
          title: 'Opportunity scan',
          text: 'We interview teams and analyze volumes to find the most valuable candidates.',
        },
        {
          title: 'Simplify and design',
          text: 'We streamline each process before automating it and agree the design with its owners.',
        },
        {
          title: 'Build and test',
          text: 'We build the automations in short cycles and test them with the people who will use them.',
        },
        {
          title: 'Run and measure',
          text: 'We support the go-live, hand over operation and report the benefits achieved.',
        },
      ],
      duration: '6 to 12 weeks for the first wave',
      audience: [
        'Finance teams with slow month-end closes and manual reconciliations',
        'Operations and service teams handling high volumes of routine requests',
        'Growing companies that want to scale without adding administrative staff',
      ],
      callToAction:
        'Tell us where your team spends hours on routine work, and we will estimate what automation could save.',
    },
    'data-analytics': {
      summary:
        'Data and reporting that leaders trust: a reliable data foundation, dashboards and analysis that answer the questions you actually ask.',
      whatItIs: [
        'Most companies have more data than they use and less trust in it than they need. We help you decide which questions data should answer, bring the data from your systems together into a reliable foundation, and build the dashboards and analyses that leaders and teams use every week.',
        'Alongside the technology, we set up the ownership, definitions and quality checks that keep the numbers consistent, so that meetings discuss decisions rather than whose figures are right.',
      ],
      deliverables: [
        'An assessment of analytics needs and the priority use cases',
        'A data architecture and platform recommendation',
        'Data models and pipelines for the priority subject areas',
        'Executive and operational dashboards',
        'Data ownership roles, shared definitions and quality checks',
      ],
      engagement: [
        {
          title: 'Use cases',
          text: 'We work with leaders to list and rank the decisions that better data would improve.',
        },
        {
          title: 'Foundation',
          text: 'We design and build the data platform and pipelines for the first use cases.',
        },
        {
          title: 'Dashboards and analysis',
          text: 'We build and refine the reports with the people who use them, in short iterations.',
        },
        {
          title: 'Enable',
          text: 'We train your team, document the data and hand over ownership.',
        },
      ],
      duration: '8 to 16 weeks',
      audience: [
        'Leadership teams who spend their meetings reconciling numbers',
        'Companies with data spread across many disconnected systems',
        'Businesses ready to move from spreadsheets to a proper reporting platform',
      ],
      callToAction: 'Want one version of the numbers? Let us show you how to get there.',
    },
    'cloud-migration': {
      summary:
        'Planning and managing the move of applications and infrastructure to the cloud, with cost, security and continuity under control.',
      whatItIs: [
        'Moving to the cloud can cut infrastructure costs, improve resilience and let teams deliver faster, but only with a clear plan. We assess each application and choose its path: move it as it is, re-platform it, replace it with a software service or retire it.',
        'We then plan and manage the migration in waves, each with its own testing, security checks and rollback plan, and set up the cost controls that stop cloud bills from drifting upward after the move.',
      ],
      deliverables: [
        'An assessment of the application portfolio with a migration path for each',
        'A cloud foundation design covering security, networking and identity',
        'A migration wave plan with testing and rollback procedures',
        'A total cost of ownership comparison and cloud cost controls',
        'An operations runbook for after the migration',
      ],
      engagement: [
        {
          title: 'Assess',
          text: "We inventory applications, dependencies and costs, and decide each application's path.",
        },
        {
          title: 'Prepare',
          text: 'We design and build the cloud foundation with security and governance in place.',
        },
        {
          title: 'Migrate in waves',
          text: 'We move applications in planned waves, testing each one before cut-over.',
        },
        {
          title: 'Optimize',
          text: 'After the migration we tune performance and cost and hand over operations.',
        },
      ],
      duration: '3 to 9 months',
      audience: [
        'Companies whose data-center contracts or hardware are due for renewal',
        'Businesses with resilience or security concerns about on-premises systems',
        'Teams already in the cloud whose costs have grown faster than expected',
      ],
      callToAction:
        'Considering the cloud? Start with an assessment that shows the real costs and risks.',
    },
    'custom-software': {
      summary:
        'Software designed and built around your processes where off-the-shelf products do not fit: client portals, internal tools and integrations.',
      whatItIs: [
        'Off-the-shelf software should be the first answer, but not every need fits a package. When a process is central to how you compete or serve customers, custom software can be the better investment. We design and build web applications, client portals, internal tools and system integrations, working in short cycles with the people who will use them.',
        'We write maintainable, documented and tested code that your team, or any competent developer, can take over, and we agree the handover plan before the first line is written.',
      ],
      deliverables: [
        'Product discovery: user research, requirements and clickable prototypes',
        'A technical architecture and delivery plan',
        'Working software released in two-week increments',
        'Automated tests, documentation and a deployment pipeline',
        'Handover and support arrangements',
      ],
      engagement: [
        {
          title: 'Discovery',
          text: 'We define the problem, the users and the scope, and prototype the key screens.',
        },
        {
          title: 'Build',
          text: 'We develop in two-week sprints and demonstrate working software at the end of each.',
        },
        {
          title: 'Launch',
          text: 'We release to users in stages, with monitoring and support in place.',
        },
        {
          title: 'Handover',
          text: 'We transfer knowledge and ownership of the code to your team or a support partner.',
        },
      ],
      duration: '3 to 9 months',
      audience: [
        'Companies whose core processes run on spreadsheets and e-mail',
        'Businesses that want to offer their clients a self-service portal',
        'Teams relying on old software that no package on the market can replace',
      ],
      callToAction:
        'Have an idea for a tool or portal? Let us help you test whether building it is the right call.',
    },
    'ecommerce-platforms': {
      summary:
        'Websites and online stores that convert: platform selection, design, build, and the links to your inventory, payments and CRM.',
      whatItIs: [
        'Your website is often the first and most frequent place customers meet your business. We plan and build sites and online stores that are fast, accessible and easy to buy from, on platforms your team can manage without calling a developer for every change.',
        'For commerce we connect the storefront to inventory, fulfillment, payments and customer systems, so that orders flow without manual work, and we set up the analytics that show where visitors drop off.',
      ],
      deliverables: [
        'A platform recommendation and solution design',
        'User experience design and responsive page templates',
        'A configured and integrated website or online store',
        'Accessibility, performance and security testing',
        'Conversion analytics, and training in managing the content',
      ],
      engagement: [
        {
          title: 'Discovery',
          text: 'We review your analytics, interview customers and staff, and set goals and requirements.',
        },
        {
          title: 'Design',
          text: 'We design the structure and the key pages, testing them with real users.',
        },
        {
          title: 'Build and integrate',
          text: 'We build the site and connect it to your business systems.',
        },
        {
          title: 'Launch and improve',
          text: 'We launch, watch conversion closely and run a first round of improvements.',
        },
      ],
      duration: '10 to 20 weeks',
      audience: [
        'Manufacturers and distributors starting to sell directly online',
        'Retailers whose online store no longer copes with their traffic or catalog',
        'Service firms whose website no longer reflects the business they have become',
      ],
      callToAction:
        'Is your website working as hard as your sales team? Let us review it with you.',
    },
    'crm-erp-implementation': {
      summary:
        'Selecting and implementing customer relationship and enterprise resource planning systems, with the process design and training that make them work.',
      whatItIs: [
        'A CRM or ERP system touches nearly everyone in the company, which is why these projects so often run late and over budget. We lead the selection from a clear view of your requirements, negotiate with vendors, and then oversee the implementation partner, keeping scope, data and people on track.',
        'Our role is to represent your interests: processes are designed before the system is configured, data is cleaned before it is migrated, and users are trained before the go-live.',
      ],
      deliverables: [
        'Requirements and process designs for the areas in scope',
        'A vendor evaluation with scripted demonstrations and a selection recommendation',
        'Support in negotiating with the vendor and the implementation partner',
        'Implementation oversight, a data migration plan and a testing strategy',
        'A training program and a go-live readiness assessment',
      ],
      engagement: [
        {
          title: 'Requirements',
          text: 'We document processes and requirements with the teams involved.',
        },
        {
          title: 'Selection',
          text: 'We run a structured vendor selection with scripted demonstrations and reference checks.',
        },
        {
          title: 'Implementation',
          text: 'We oversee the implementation partner, manage the risks and lead the testing.',
        },
        {
          title: 'Go-live and stabilization',
          text: 'We support the cut-over and the first months of use, until the system is stable.',
        },
      ],
      duration: '4 to 12 months, depending on scope',
      audience: [
        'Companies outgrowing entry-level accounting or contact-management tools',
        'Businesses replacing an ERP or CRM that no longer fits their operations',
        'Leaders whose last system implementation did not deliver what was promised',
      ],
      callToAction: 'Choosing a new CRM or ERP? Talk to us before you sign with a vendor.',
    },
    'cybersecurity-assessment': {
      summary:
        'An independent review of your security posture against recognized frameworks, with a prioritized, budgeted plan to reduce risk.',
      whatItIs: [
        'Customers, insurers, investors and regulators now all ask how well a company protects its data and systems. Our cybersecurity assessment reviews your policies, controls, infrastructure and vendors against a recognized framework such as the NIST Cybersecurity Framework or the CIS Controls, and tests the areas of highest risk.',
        'We report the findings in business terms (what could happen, how likely it is and what it would cost) and give you a prioritized plan that fits your budget, rather than a long list of technical issues.',
      ],
      deliverables: [
        'A security maturity assessment against the chosen framework',
        'A vulnerability scan and configuration review of the priority systems',
        'A review of the risks carried by your vendors and other third parties',
        'A risk register rating the business impact of each risk',
        'A prioritized, costed remediation roadmap and a summary for the board',
      ],
      engagement: [
        {
          title: 'Scoping',
          text: 'We agree the framework and the systems and locations in scope.',
        },
        {
          title: 'Review',
          text: 'We interview staff, examine policies and configurations, and run technical scans.',
        },
        {
          title: 'Analysis',
          text: 'We rate risks by likelihood and impact and identify the quickest meaningful improvements.',
        },
        {
          title: 'Report',
          text: 'We present the findings and the roadmap to leadership and, if required, to the board.',
        },
      ],
      duration: '4 to 8 weeks',
      audience: [
        'Companies answering security questionnaires from customers or insurers',
        'Boards that want an independent view of cyber risk',
        'Businesses preparing for an investment, an acquisition or a regulatory review',
      ],
      callToAction:
        'Know where you stand before someone else tests it: ask us to scope an assessment.',
    },
    'ai-adoption': {
      summary:
        'Practical, responsible use of artificial intelligence: finding the use cases that pay back, piloting them safely and scaling what works.',
      whatItIs: [
        'Artificial intelligence tools can now draft, summarize, classify and predict at a level that was impractical a few years ago, but their value depends on choosing the right work to apply them to. We help you find the uses where AI saves real time or improves decisions, test them in controlled pilots, and put in place the data, security and review policies that let you use AI responsibly.',
        'We are not tied to any tool, and we measure each pilot against a baseline, so the decision to scale rests on evidence rather than enthusiasm.',
      ],
      deliverables: [
        'An assessment of AI opportunities rated by value and feasibility',
        'Acceptable-use, data protection and human-review policies',
        'Two or three pilot use cases, designed, built and measured',
        'A tool and platform recommendation',
        'A scaling plan, with training for the teams involved',
      ],
      engagement: [
        {
          title: 'Explore',
          text: 'Workshops with each function identify candidate uses and the data available for them.',
        },
        {
          title: 'Prioritize and govern',
          text: 'We rank the use cases and agree the policies and controls for safe use.',
        },
        {
          title: 'Pilot',
          text: 'We build and run pilots with a small group of users, measuring results against a baseline.',
        },
        {
          title: 'Scale',
          text: 'We extend the successful pilots and train the wider team.',
        },
      ],
      duration: '8 to 12 weeks',
      audience: [
        'Leadership teams under pressure to have a plan for AI',
        'Companies whose staff already use AI tools without guidance',
        'Service and operations teams handling high volumes of documents or requests',
      ],
      callToAction: 'Curious what AI could do in your business? Let us help you find out safely.',
    },
  },
};
