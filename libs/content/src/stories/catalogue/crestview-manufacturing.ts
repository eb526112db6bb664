import type { SuccessStory } from '../success-story';

export const CRESTVIEW_MANUFACTURING: SuccessStory = {
  id: 'crestview-manufacturing-sales-and-operations-planning',
  title: 'Crestview Manufacturing gets six plants planning as one',
  industry: 'Manufacturing',
  businessSize: 'Enterprise',
  challenge:
    'A precision components maker with six plants was delivering only 78% of its orders on time while carrying $64M of inventory, because each plant planned its production on its own.',
  solution:
    'We introduced a monthly sales and operations planning process, a shared demand forecast and plant-level capacity models, and worked alongside the plant managers until the process ran without us.',
  result:
    'On-time delivery reached 95%, inventory fell by $22M and expedited freight costs dropped by 60% within 14 months.',
  impact: 'high',
  tags: ['Operations', 'Supply Chain', 'Cost Reduction', 'Change Management', 'Data & Analytics'],
  detailedChallenge:
    'Crestview machines and assembles precision components for aerospace, medical device and industrial customers in six plants across three states. Each plant had grown up as a separate business with its own scheduling, and the sales team promised delivery dates without any view of capacity. When a plant fell behind, the answer was overtime and air freight.\n\n' +
    'Inventory had climbed to $64M as the plants built buffers against each other, yet on-time delivery had slipped to 78%, and two of the largest customers had put Crestview on supplier improvement plans.',
  detailedApproach:
    'We spent the first four weeks on the plant floors, tracing 40 late orders back to their causes. Most were not machine failures but decisions: orders accepted into weeks that were already full, materials bought for the wrong mix, and plants competing for the same shared heat-treatment capacity.\n\n' +
    'We then designed the planning process with the people who would run it. Plant managers, sales leaders and procurement met in weekly working sessions to build the forecast, the capacity models and the rules for settling conflicts, so that the process reflected how the plants really work.',
  detailedSolution:
    'Crestview now runs a monthly sales and operations planning cycle: a consensus demand forecast, a capacity review by plant and work centre, and an executive meeting that settles the trade-offs between service, cost and inventory. Sales quote delivery dates from a capacity view updated every week.\n\n' +
    "We stayed for six months after the design, facilitating the first cycles and then handing each role to Crestview's own planners, with a playbook and a dashboard of the ten measures the executive team reviews every month.",
  keyOutcomes: [
    'On-time delivery up from 78% to 95%, sustained for 12 consecutive months',
    'Inventory down $22M, from $64M to $42M',
    'Expedited freight spend down 60%',
    'Overtime hours down 28% across the six plants',
    'Both supplier improvement plans closed within a year',
  ],
  clientTestimonial: {
    quote:
      'The planning meeting used to be six plants defending their own numbers. Now it is one team deciding what the business needs, and our plant managers run it themselves.',
    author: 'Daniel Okonkwo',
    position: 'Chief Operating Officer, Crestview Manufacturing',
  },
  timeline: '16 weeks of design, then six months of side-by-side implementation',
  team: 'An engagement partner, an operations principal, four consultants and a supply chain analytics lead',
  roi: '$22M of cash released from inventory and $3.4M a year saved on freight and overtime, about 11 times the fees',
  recognitions: [
    'Operational Excellence Award, Midwest Manufacturing Council 2024',
    'Named Supplier of the Year by one of the two customers that had placed it on an improvement plan',
  ],
};
