import { LaidOutCrosswordSetup } from '../../../../common/domain/quiz/crossword-setup';
import type { DemoCourse } from './demo-courses-model';

/** Demo courses: workplace health and safety, and digital marketing. */
export const DEMO_COURSES_B: DemoCourse[] = [
  {
    path: 'workplace-health-safety',
    name: 'Workplace Health and Safety',
    objective:
      'Recognise hazards in everyday workplaces, assess their risk and apply controls that keep you and your colleagues safe.',
    outcomes: [
      'Identify physical, chemical, ergonomic and psychosocial hazards',
      'Rate a risk by its likelihood and consequence',
      'Apply the hierarchy of controls to reduce a risk',
      'Report incidents and near misses correctly',
      'Respond calmly to a workplace emergency',
    ],
    description:
      'A foundation course for new employees, supervisors and safety committee members. It covers the duties everyone shares under workplace safety law and the practical routines that prevent injuries on site and in the office.',
    language: 'en',
    category: 'health',
    courseType: 'MICROCREDENTIAL',
    sectorTypes: ['VOCATIONAL_EDUCATION', 'PROFESSIONAL_LEARNING'],
    classifications: ['INDUSTRY_RECOGNISED', 'CREDIT_BEARING'],
    learningHours: 25,
    theme: { primary: '#c2410c', secondary: '#fde047' },
    modules: [
      {
        title: 'Hazards and risk',
        pages: [
          {
            title: 'Spotting hazards',
            paragraphs: [
              'A hazard is anything that could cause harm: a wet floor, a frayed cable, a solvent without a label, or a workload that leaves no time for breaks. A risk is the chance that the hazard actually hurts someone, and how badly.',
              'Walk your workplace with fresh eyes. Look up, down and behind doors; ask the people who do the work what worries them. Those who do a task every day often know its dangers best.',
            ],
            video: 'https://www.youtube.com/watch?v=Jm8wRjD3xVA',
            imageAlt: 'An abstract warehouse floor with a highlighted hazard area',
          },
          {
            title: 'Assessing risk',
            paragraphs: [
              'Rate each hazard on two scales: how likely it is to cause harm, and how severe that harm would be. A simple five-by-five matrix turns these ratings into low, medium, high or extreme risk.',
              'Deal with the highest risks first, and record your reasoning. A risk assessment is a living document: review it after an incident, a change of equipment or a change in the team.',
            ],
          },
        ],
      },
      {
        title: 'Controlling risk',
        pages: [
          {
            title: 'The hierarchy of controls',
            paragraphs: [
              'Controls are ranked from most to least effective: elimination, substitution, engineering controls, administrative controls and, last, personal protective equipment.',
              'Removing a hazard entirely protects everyone, every time. Gloves and goggles depend on each person wearing them correctly, so they should back up other controls rather than replace them.',
              'For example, replacing a solvent-based cleaner with a water-based one (substitution) does more than issuing respirators to the cleaning team.',
            ],
          },
          {
            title: 'Manual handling',
            paragraphs: [
              'Lifting, pushing and carrying cause more workplace injuries than any other activity. Before lifting, check the weight, plan the route and clear the path.',
              'Keep the load close to your body, bend your knees rather than your back and avoid twisting. If a load is too heavy or awkward, use a trolley or ask a colleague: that is the safe choice, not a weakness.',
            ],
          },
        ],
      },
      {
        title: 'When things go wrong',
        pages: [
          {
            title: 'Reporting incidents and near misses',
            paragraphs: [
              'A near miss is an event that could have caused harm but did not. Reporting near misses is one of the cheapest ways to prevent serious injuries, because it reveals hazards before anyone is hurt.',
              'A good report says what happened, where, when, who was involved and what immediate action was taken. It describes facts, not blame.',
            ],
          },
          {
            title: 'Emergency procedures',
            paragraphs: [
              'Know your nearest exits, the assembly point, the first aiders on your floor and where the fire extinguishers and first aid kits are kept.',
              'In an evacuation, stop work, leave by the nearest safe exit, help visitors and do not use lifts. Stay at the assembly point until the warden has accounted for everyone.',
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'digital-marketing-foundations',
    name: 'Foundations of Digital Marketing',
    objective:
      'Plan, run and measure a simple digital marketing campaign for a small business using search, social media and e-mail.',
    outcomes: [
      'Describe a target audience with a practical customer persona',
      'Write content that matches what people search for',
      'Plan a month of social media posts with a clear goal',
      'Measure a campaign with a few meaningful metrics',
    ],
    description:
      'For small business owners and new marketers who want a clear, honest picture of digital marketing. You will build a campaign plan for a real or imagined business step by step, without jargon.',
    language: 'en',
    category: 'business',
    courseType: 'SHORT_COURSE',
    sectorTypes: ['PROFESSIONAL_LEARNING'],
    classifications: ['INDUSTRY_RECOGNISED'],
    learningHours: 12,
    theme: { primary: '#7c3aed', secondary: '#ec4899' },
    modules: [
      {
        title: 'Know your customer',
        pages: [
          {
            title: 'Building a customer persona',
            paragraphs: [
              'A persona is a short, realistic description of one typical customer: their age range, job, goals, frustrations and where they spend time online. It keeps every later decision focused on real people.',
              'Base personas on evidence: conversations with customers, reviews, enquiries and sales records. One persona built on evidence is worth more than five built on guesses.',
            ],
            imageAlt: 'Abstract profile cards arranged around a central figure',
            quiz: [
              {
                widgetType: 'file',
                setupData: {
                  description:
                    'Upload your persona sheet: one page (PDF or Word) describing one typical customer of your business, with their age range, job, goals, frustrations and where they spend time online, and the evidence you based it on.',
                  submission: true,
                  points: 10,
                  maxAttempts: 2,
                  passPercent: 50,
                },
              },
            ],
          },
          {
            title: 'The customer journey',
            paragraphs: [
              'Customers move through stages: they become aware of a problem, consider options, decide, and, if things go well, return and recommend you. Each stage needs different content.',
              'Map the questions your persona asks at each stage. A first-time visitor wants to know what you do; a returning customer wants to know what is new.',
            ],
            quiz: [
              {
                widgetType: 'multiple_choice',
                setupData: {
                  question: 'At which stage does a customer compare your offer with others?',
                  options: [
                    { id: 'awareness', text: 'Awareness' },
                    { id: 'consideration', text: 'Consideration' },
                    { id: 'decision', text: 'Decision' },
                    { id: 'loyalty', text: 'Loyalty' },
                  ],
                  points: 1,
                  maxAttempts: 2,
                  answerKey: {
                    correctOptionIds: ['consideration'],
                    feedback: {
                      awareness: 'At awareness they are only just noticing the problem.',
                      consideration: 'Yes: they weigh the options before deciding.',
                      decision: 'By the decision stage the comparing is mostly done.',
                    },
                  },
                },
              },
              {
                widgetType: 'short_answer',
                setupData: {
                  question: 'What do marketers call a short, realistic description of one typical customer?',
                  points: 1,
                  maxAttempts: 3,
                  answerKey: {
                    kind: 'text',
                    answers: [
                      { text: 'persona', feedback: 'Right: a persona.' },
                      { text: 'customer persona', feedback: 'Right: a customer persona.' },
                      { text: 'buyer persona', feedback: 'Right: a buyer persona.' },
                    ],
                    otherwiseFeedback: 'Look back at "Building a customer persona".',
                  },
                },
              },
            ],
          },
        ],
      },
      {
        title: 'Channels',
        pages: [
          {
            title: 'Search and content',
            paragraphs: [
              'Search engines reward pages that answer a question clearly. Start from the words customers actually type, such as "halal catering for office lunch", and write a page that answers that need directly.',
              'Use a clear title, a short description, headings that match the questions and fast-loading images. Helpful content, updated regularly, outperforms tricks.',
            ],
            video: 'https://www.youtube.com/watch?v=MYE6T_gd7H0',
            quiz: [
              {
                widgetType: 'fill_in_the_blanks',
                setupData: {
                  question: 'Fill in the blanks.',
                  passage: [
                    { text: 'Start from the words customers actually ' },
                    { gapId: 'g1' },
                    { text: ', and give every page a clear ' },
                    { gapId: 'g2' },
                    { text: '.' },
                  ],
                  points: 2,
                  maxAttempts: 3,
                  answerKey: { gaps: { g1: ['type', 'search'], g2: ['title', 'heading'] } },
                },
              },
              {
                widgetType: 'crossword',
                // Stored laid out, as the editor's save stores it.
                setupData: LaidOutCrosswordSetup.parse({
                  question: 'Solve the crossword: every answer is a term from this course.',
                  points: 6,
                  maxAttempts: 3,
                  answerKey: {
                    entries: [
                      {
                        id: 'c1',
                        clue: 'A short, realistic description of one typical customer',
                        answer: 'persona',
                      },
                      {
                        id: 'c2',
                        clue: 'The first stage of the customer journey, when someone notices a problem',
                        answer: 'awareness',
                      },
                      {
                        id: 'c3',
                        clue: 'What you measure before a campaign starts, to compare with afterwards',
                        answer: 'baseline',
                      },
                      {
                        id: 'c4',
                        clue: 'The title of an ad or a page: change it alone to see what difference it makes',
                        answer: 'headline',
                      },
                      {
                        id: 'c5',
                        clue: 'What you invite customers to do, with a clear promise, before you e-mail them',
                        answer: 'subscribe',
                      },
                      {
                        id: 'c6',
                        clue: 'It rewards pages that answer a question clearly (two words)',
                        answer: 'search engine',
                      },
                    ],
                  },
                }),
              },
            ],
          },
          {
            title: 'Social media and e-mail',
            paragraphs: [
              'Choose one or two social platforms where your persona is active, and post consistently rather than everywhere at once. Mix useful tips, stories from your business and occasional offers.',
              'E-mail remains the channel you own. Invite customers to subscribe with a clear promise, send only what you promised, and make unsubscribing easy.',
            ],
            quiz: [
              {
                widgetType: 'match_it',
                setupData: {
                  question: 'Match each channel with what it is best at.',
                  items: [
                    { id: 'm1', text: 'E-mail' },
                    { id: 'm2', text: 'Social media' },
                    { id: 'm3', text: 'Search' },
                  ],
                  choices: [
                    { id: 'k7', text: 'Being found when someone asks a question' },
                    { id: 'k2', text: 'A channel you own, to people who asked to hear from you' },
                    { id: 'k5', text: 'Stories and tips where your persona spends time' },
                    { id: 'k9', text: 'Guaranteed sales overnight' },
                  ],
                  points: 3,
                  maxAttempts: 2,
                  answerKey: { matches: { m1: 'k2', m2: 'k5', m3: 'k7' } },
                },
              },
            ],
          },
        ],
      },
      {
        title: 'Measuring success',
        pages: [
          {
            title: 'Metrics that matter',
            paragraphs: [
              'Likes and followers are easy to count but rarely pay the bills. Pick metrics linked to your goal: enquiries, bookings, sales or sign-ups, and the cost of each.',
              'Set a baseline before the campaign starts, then compare. Change one thing at a time, such as the headline or the offer, so you can tell what made the difference.',
            ],
            quiz: [
              {
                widgetType: 'categorise',
                setupData: {
                  question: 'Sort these into metrics linked to a goal and vanity metrics.',
                  categories: [
                    { id: 'goal', text: 'Linked to a goal' },
                    { id: 'vanity', text: 'Vanity metric' },
                  ],
                  items: [
                    { id: 'n1', text: 'Bookings per week' },
                    { id: 'n2', text: 'Followers' },
                    { id: 'n3', text: 'Cost per enquiry' },
                    { id: 'n4', text: 'Likes on a post' },
                  ],
                  points: 4,
                  maxAttempts: 2,
                  answerKey: { categoryOf: { n1: 'goal', n2: 'vanity', n3: 'goal', n4: 'vanity' } },
                },
              },
            ],
          },
          {
            title: 'Your campaign plan',
            paragraphs: [
              'Bring it together in one page: the goal, the persona, the channels, the content calendar, the budget and the metrics you will review each week.',
              'Review the plan after four weeks. Keep what worked, drop what did not, and write down what you learnt for the next campaign.',
            ],
            quiz: [
              {
                widgetType: 'long_form_response',
                setupData: {
                  question:
                    'Write your campaign plan: the goal, the persona, the channels and the metrics you will review.',
                  minWords: 30,
                  points: 10,
                  passPercent: 50,
                  answerKey: {
                    guidance:
                      'Full marks for a measurable goal, a persona based on evidence, one or two channels that fit it and metrics linked to the goal.',
                  },
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
