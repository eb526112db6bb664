import type { SuccessStory } from '../success-story';

export const BRIGHTWELL_ACADEMIES: SuccessStory = {
  id: 'brightwell-academies-enrolment-turnaround',
  title: 'Brightwell Academies reverses an enrolment decline',
  industry: 'Education',
  businessSize: 'SMB',
  challenge:
    'A group of nine independent schools had lost 11% of its students in four years, while its tuition discounts had grown to 27% of gross tuition.',
  solution:
    'We researched why families chose and left Brightwell, redesigned its financial aid policy, rebuilt its admissions process and refreshed the brand around what parents valued most.',
  result:
    'Enrolment rose 14% over two admissions cycles, the share of offers accepted went from 52% to 63%, and the tuition discount rate fell four points.',
  impact: 'medium',
  tags: [
    'Brand & Marketing',
    'Pricing',
    'Customer Experience',
    'Data & Analytics',
    'Change Management',
  ],
  detailedChallenge:
    'Brightwell Academies runs nine independent schools, from kindergarten to grade 12, in three metropolitan areas. Enrolment had fallen from 4,900 to 4,360 students in four years. Each school did its own marketing, admissions staff followed up inquiries by hand, and financial aid was awarded case by case with no common policy.\n\n' +
    'To fill places, schools had offered ever larger discounts, and net tuition per student was falling even as costs rose. The trustees asked whether the model could last.',
  detailedApproach:
    'We surveyed 1,800 current, prospective and former families, held 40 interviews, and analysed five years of inquiry, application and enrolment records. Families chose Brightwell for its small classes and its teachers, but half of those who left did so at two transition points, entering grades 6 and 9, when the schools made little effort to keep them.\n\n' +
    'We modelled financial aid against family income and enrolment decisions. A third of the discounts went to families who would have enrolled anyway, while families in the middle income band were being turned away.',
  detailedSolution:
    'Brightwell now has a single admissions team with a shared inquiry system, follow-up within a day, and a programme for current families in the two transition years. Financial aid follows one published, need-based policy, with a budget set by the trustees each year.\n\n' +
    "The refreshed brand and website lead with teachers and student outcomes while keeping each school's own character, and campaigns are measured against applications and enrolments rather than clicks. We coached the heads of school and admissions leads through the first cycle under the new structure.",
  keyOutcomes: [
    'Enrolment up 14% over two admissions cycles, to 4,970 students',
    'Share of admission offers accepted up from 52% to 63%',
    'Retention at the grade 6 and grade 9 transitions up from 81% to 90%',
    'Tuition discount rate down from 27% to 23% of gross tuition',
    'Inquiry response time cut from six days to under 24 hours',
  ],
  clientTestimonial: {
    quote:
      'They listened to our families before they told us anything. The aid policy is fairer, our admissions team finally works as one, and four of our schools have waiting lists for the first time in a decade.',
    author: 'Dr. Miriam Castellanos',
    position: 'Head of Schools, Brightwell Academies',
  },
  timeline: '16 weeks, then support through two admissions cycles',
  team: 'An engagement partner, an education principal, two consultants and a brand strategist',
  roi: 'Net tuition revenue up $7.9M a year by the second cycle, against total fees of $640,000',
  recognitions: [
    'Marketing Excellence Award, Independent Schools Communications Network 2024',
    'Financial aid policy adopted as a model by the regional association of independent schools',
  ],
};
