import type { SuccessStory } from '../success-story';

export const TESSELLATE_ANALYTICS: SuccessStory = {
  id: 'tessellate-analytics-repeatable-growth',
  title: 'Tessellate Analytics moves from founder-led sales to repeatable growth',
  industry: 'Software',
  businessSize: 'Startup',
  challenge:
    'A Series A software company selling production analytics to manufacturers had $4.1M in annual recurring revenue, but almost every deal still depended on its founders, and customers were shrinking their contracts at renewal.',
  solution:
    'We defined the ideal customer profile from win-loss data, rebuilt packaging and pricing around usage tiers, and designed a sales and customer success model that new hires could run.',
  result:
    'Recurring revenue grew from $4.1M to $11.6M in 18 months, net revenue retention rose from 96% to 124%, and the company raised a $30M Series B.',
  impact: 'high',
  tags: ['Go-to-Market', 'Pricing', 'Growth Strategy', 'Brand & Marketing', 'Capital Raising'],
  detailedChallenge:
    "Tessellate sells software that turns machine and quality data into production analytics for mid-sized manufacturers. Its founders had closed the first 70 customers themselves. When they hired four account executives, the new team won deals at a third of the founders' rate and sold to whoever would take a demo, from single-site job shops to multinational plants.\n\n" +
    'Pricing was a flat per-site licence negotiated deal by deal, so customers who got more value paid no more, and those who used less asked for discounts at renewal. Net revenue retention had slipped below 100%, a figure the company knew would matter in its next raise.',
  detailedApproach:
    'We analysed every won, lost and churned account against company and usage data, and interviewed 25 customers and lost prospects. The strongest fit was clear: multi-site manufacturers with 200 to 2,000 employees and a dedicated continuous-improvement team, who renewed at 118% and closed twice as fast.\n\n' +
    "We tested new packaging with 30 customers and prospects in structured pricing interviews, and worked with the sales leader to write down the founders' discovery and demonstration approach so that it could be taught.",
  detailedSolution:
    'Tessellate now sells three editions priced by connected machines, with a clear upgrade path as customers add lines and sites. Marketing and sales focus on the defined customer profile, with messaging built around the cost of unplanned downtime, and a customer success team owns expansion from the first 90 days.\n\n' +
    'We built the sales playbook, the qualification criteria and the compensation plan with the revenue team, and prepared the metrics and narrative for the Series B around cohort retention and expansion.',
  keyOutcomes: [
    'Annual recurring revenue up from $4.1M to $11.6M in 18 months',
    'Net revenue retention up from 96% to 124%',
    'Win rate of account executives hired after the project: 27%, against 11% before',
    'Average contract value up 38% with the new editions',
    '$30M Series B led by a growth-stage software investor',
  ],
  clientTestimonial: {
    quote:
      'We thought we had a lead generation problem. We had a focus problem and a pricing problem. Fixing those made our new salespeople successful, and the Series B conversations were about our retention, not our founders.',
    author: 'Arjun Mehta',
    position: 'Co-founder & CEO, Tessellate Analytics',
  },
  timeline: '14 weeks, then quarterly reviews for a year',
  team: 'An engagement partner, a go-to-market principal, a pricing specialist and two consultants',
  roi: 'About 20 times the engagement fee in added annual recurring revenue from expansion alone',
  recognitions: [
    'Ranked among the fastest-growing industrial software companies of 2024 by Factory Systems Weekly',
    'Customer success team named Best in Class at the B2B Retention Summit 2024',
  ],
};
