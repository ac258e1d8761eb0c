import type { DemoCourse } from './demo-courses-model';

/** Demo courses: teaching online, and sustainable agriculture. */
export const DEMO_COURSES_C: DemoCourse[] = [
  {
    path: 'teaching-online-with-confidence',
    name: 'Teaching Online with Confidence',
    objective:
      'Design and teach engaging online lessons that keep learners active, supported and on track, whether live or self-paced.',
    outcomes: [
      'Plan an online lesson around clear learning outcomes',
      'Choose activities that make learners think and respond',
      'Run a live session that involves every participant',
      'Give timely feedback that helps learners improve',
    ],
    description:
      'For teachers, lecturers and trainers moving their teaching online. The course models what it teaches: short pages, frequent activities and practical examples you can reuse in your own classes.',
    language: 'en',
    category: 'education',
    courseType: 'OTHER',
    sectorTypes: ['HIGHER_EDUCATION', 'PROFESSIONAL_LEARNING'],
    classifications: ['PATHWAY'],
    learningHours: 8,
    theme: { primary: '#0f766e', secondary: '#38bdf8' },
    modules: [
      {
        title: 'Designing for online learning',
        pages: [
          {
            title: 'Start with outcomes',
            paragraphs: [
              'An outcome states what a learner will be able to do at the end of a lesson, using a verb you can observe: explain, compare, calculate, design. "Understand" is hard to observe; "explain in your own words" is not.',
              'Once the outcome is clear, choose the evidence that shows it has been reached, and only then choose the content and activities that lead there.',
            ],
          },
          {
            title: 'Chunking content',
            paragraphs: [
              'Online attention works in short bursts. Break a topic into pages that each make one point, and follow each with something for learners to do: a question, a short task or a reflection.',
              'A ten-minute video can become three short clips with a question between each. Learners remember more, and you learn where they struggle.',
            ],
            imageAlt: 'Colourful blocks arranged in a sequence of short steps',
            quiz: [
              {
                widgetType: 'multiple_choice',
                // The demo learner has read this page (learning's demo classes): it stays complete.
                isProgressContributor: false,
                setupData: {
                  question:
                    'Which of these turn a long video into active learning? Choose every one that does.',
                  options: [
                    { id: 'clips', text: 'Cutting it into short clips' },
                    { id: 'questions', text: 'Asking a question between the clips' },
                    { id: 'speed', text: 'Playing it at double speed' },
                    { id: 'longer', text: 'Adding ten more minutes of examples' },
                  ],
                  multipleAnswers: true,
                  points: 2,
                  maxAttempts: null,
                  attemptScoring: 'best',
                  passPercent: 50,
                  answerKey: {
                    correctOptionIds: ['clips', 'questions'],
                    partialCredit: true,
                    feedback: {
                      speed: 'Faster is not more active: learners still only watch.',
                      longer: 'Longer makes attention drop further.',
                    },
                  },
                },
              },
            ],
          },
        ],
      },
      {
        title: 'Teaching live and self-paced',
        pages: [
          {
            title: 'Running a live session',
            paragraphs: [
              'Open with a quick activity that everyone answers in the chat within the first three minutes; it sets the expectation that this session is for participating, not just watching.',
              'Plan an interaction at least every ten minutes: a poll, a breakout discussion, or a question that learners answer on a shared board. Name the task, the time and what to bring back.',
              'Record the session for those who cannot attend, and post a short summary with the key points and the next task.',
            ],
            video: 'https://www.youtube.com/watch?v=wq3k2pGWm0U',
          },
          {
            title: 'Feedback that helps',
            paragraphs: [
              'Useful feedback is timely, specific and points forward: what was done well, one thing to improve, and how to improve it. Three sentences delivered within a few days beat a page delivered weeks later.',
              'Use peer feedback with a simple checklist so learners also learn to judge quality, and save your own time for the comments only a teacher can give.',
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'sustainable-agriculture-practices',
    name: 'Sustainable Agriculture Practices',
    objective:
      'Apply practices that keep farmland productive for the long term: healthy soil, careful water use, integrated pest management and diverse crops.',
    outcomes: [
      'Assess soil health with simple field tests',
      'Plan a crop rotation that breaks pest cycles and feeds the soil',
      'Reduce water use with efficient irrigation scheduling',
      'Apply integrated pest management before reaching for pesticides',
    ],
    description:
      'A vocational course for smallholders, extension officers and agriculture students in tropical regions. Each practice is explained with its cost, its benefit and the signs that show it is working.',
    language: 'en',
    category: 'science',
    courseType: 'QUALIFICATION',
    sectorTypes: ['VOCATIONAL_EDUCATION'],
    classifications: ['CREDIT_BEARING', 'PATHWAY'],
    learningHours: 40,
    theme: { primary: '#166534', secondary: '#a3e635' },
    modules: [
      {
        title: 'Healthy soil',
        pages: [
          {
            title: 'Reading your soil',
            paragraphs: [
              'Healthy soil crumbles in the hand, smells earthy, holds water after rain and is full of life: count the earthworms in a spade-sized block, and more than ten is a good sign.',
              'A jar test shows texture: shake soil with water, let it settle for a day, and read the layers of sand, silt and clay. Texture decides how often to irrigate and how easily nutrients wash away.',
            ],
            imageAlt: 'Layers of soil shown as bands of earthy colours',
          },
          {
            title: 'Cover crops and compost',
            paragraphs: [
              'Bare soil erodes and loses organic matter quickly under tropical rain. Cover crops such as legumes protect the surface, fix nitrogen and add organic matter when they are cut and left as mulch.',
              'Compost turns farm waste into slow-release nutrients. Balance green material (fresh leaves, manure) with brown material (dry stalks, husks), keep the heap moist and turn it every two weeks.',
            ],
          },
        ],
      },
      {
        title: 'Water and crops',
        pages: [
          {
            title: 'Efficient irrigation',
            paragraphs: [
              'Drip irrigation delivers water to the root zone and can use less than half the water of flood irrigation. Water early in the morning to reduce evaporation and leaf disease.',
              'Check soil moisture before watering by pushing a finger or a stick into the root zone. Watering by the calendar instead of by the soil wastes water and can drown roots.',
            ],
            video: 'https://www.youtube.com/watch?v=3ZpQsbHf0Zg',
          },
          {
            title: 'Crop rotation and diversity',
            paragraphs: [
              'Growing the same crop in the same place each season builds up its pests and diseases and drains the same nutrients. Rotating crop families breaks those cycles.',
              'A simple four-season rotation moves from leafy crops to fruiting crops, then root crops, then legumes that restore nitrogen. Intercropping adds diversity within one season.',
            ],
          },
        ],
      },
      {
        title: 'Protecting crops',
        pages: [
          {
            title: 'Integrated pest management',
            paragraphs: [
              'Integrated pest management starts with prevention: resistant varieties, clean seed, healthy soil and habitats for natural enemies such as ladybirds and parasitic wasps.',
              'Monitor crops weekly and act only when pest numbers pass a threshold that would cost more than the control. When a pesticide is needed, choose the most selective one and apply it to the affected area only.',
            ],
          },
          {
            title: 'Keeping records',
            paragraphs: [
              'A farm diary of planting dates, inputs, weather, pest sightings and yields turns experience into evidence. After two seasons it shows which practices really pay.',
              'Records also support certification schemes and access to better markets, which increasingly ask how food was produced.',
            ],
          },
        ],
      },
    ],
  },
];
