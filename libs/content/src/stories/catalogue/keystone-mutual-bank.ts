import type { SuccessStory } from '../success-story';

export const KEYSTONE_MUTUAL_BANK: SuccessStory = {
  id: 'keystone-mutual-bank-digital-account-opening',
  title: 'Keystone Mutual Bank opens accounts online in nine minutes',
  industry: 'Financial Services',
  businessSize: 'SMB',
  challenge:
    'A community bank with $1.4B in assets required a branch visit to open most accounts, and was losing younger customers and small businesses to digital banks.',
  solution:
    'We redesigned account opening end to end, selected and implemented a digital onboarding platform with automated identity checks, and rewrote the know-your-customer procedures with the compliance team.',
  result:
    'Customers can now open an account online in about nine minutes; digital channels bring in 41% of new deposits, up from 12%, and manual compliance review time has fallen by 55%.',
  impact: 'medium',
  tags: [
    'Digital Transformation',
    'Customer Experience',
    'Regulatory Compliance',
    'AI & Automation',
  ],
  detailedChallenge:
    'Keystone Mutual Bank serves households and small businesses through 22 branches. Its online banking was serviceable, but opening an account still meant a branch appointment, paper signature cards and a compliance review that could take three business days. Half of the applications started online were abandoned.\n\n' +
    'The average age of its depositors was rising every year. The board wanted digital growth without weakening the anti-money-laundering controls that examiners had praised at the last review.',
  detailedApproach:
    'We mapped every step of account opening for consumers and small businesses, timed against real applications, and found 31 hand-offs, nine of which re-keyed the same data. With the compliance officer we sorted each manual check into three groups: those required by regulation, those the bank had added over the years, and those that automated verification could do better.\n\n' +
    'We then ran a selection among five onboarding platforms against 60 requirements, negotiated the contract and planned a phased launch: consumer accounts first, small-business accounts second.',
  detailedSolution:
    'Applicants now verify their identity with a document scan and a selfie check, fund the account by card or instant transfer, and sign electronically. Automated screening clears about 85% of applicants without manual work; the rest go to a review queue that gives the analyst everything they need on one screen.\n\n' +
    "The new know-your-customer procedures, risk ratings and audit trail were documented with compliance and walked through with the bank's examiners before launch, and branch staff were trained to help customers open accounts on their own phones.",
  keyOutcomes: [
    'Median time to open a consumer account online: nine minutes, down from three days',
    'Digital share of new deposits up from 12% to 41% in 18 months',
    'Application abandonment down from 52% to 19%',
    'Manual compliance review time per application down 55%',
    'No findings in the first regulatory examination after launch',
  ],
  clientTestimonial: {
    quote:
      'We worried that going digital meant loosening our controls. It was the opposite: the new process is faster for customers and gives our compliance team a better audit trail than paper ever did.',
    author: 'Robert Achterberg',
    position: 'President & CEO, Keystone Mutual Bank',
  },
  timeline: '8 months, from diagnosis to the small-business launch',
  team: 'An engagement partner, a digital banking principal, two consultants and a regulatory compliance specialist',
  roi: 'Deposits gathered online covered the platform and advisory costs within 14 months',
  recognitions: [
    'Community Bank Innovation Award, Mid-Atlantic Community Banking Forum 2024',
    "Onboarding controls presented at a regional bank supervisors' conference on safe digital account opening",
  ],
};
