import type { DemoCourse } from './demo-courses-model';

/** Demo courses: Python programming, and financial literacy. */
export const DEMO_COURSES_D: DemoCourse[] = [
  {
    path: 'python-programming-essentials',
    name: 'Python Programming Essentials',
    objective:
      'Write, run and debug small Python programs that automate everyday tasks, using variables, conditions, loops, functions and files.',
    outcomes: [
      'Write programs with variables, conditions and loops',
      'Organise code into functions with clear inputs and outputs',
      'Read and write text and CSV files',
      'Find and fix errors using tracebacks and print debugging',
      'Use lists and dictionaries to store structured data',
    ],
    description:
      'A hands-on introduction to programming with Python 3 for complete beginners. Every page ends with a short exercise, and by the end you will have written a script that tidies up a folder of reports.',
    language: 'en',
    category: 'technology',
    courseType: 'MICROCREDENTIAL',
    sectorTypes: ['HIGHER_EDUCATION', 'VOCATIONAL_EDUCATION'],
    classifications: ['INDUSTRY_RECOGNISED', 'CREDIT_BEARING'],
    learningHours: 40,
    theme: { primary: '#1e3a8a', secondary: '#fbbf24' },
    modules: [
      {
        title: 'First steps',
        pages: [
          {
            title: 'Your first program',
            paragraphs: [
              'Python runs instructions from top to bottom. Open the editor, type <code>print("Selamat datang!")</code> and run it: the text appears in the output window. That is a complete program.',
              'A variable is a name for a value: <code>price = 12.50</code>. Names should say what the value means, so <code>price</code> is better than <code>p</code>. Python works out the type of the value for you.',
            ],
            video: 'https://www.youtube.com/watch?v=kqtD5dpn9C8',
          },
          {
            title: 'Making decisions',
            paragraphs: [
              "An <code>if</code> statement runs code only when a condition is true. The indented lines under it belong to it; indentation is part of Python's grammar, not decoration.",
              'Add <code>elif</code> for more cases and <code>else</code> for everything else. Compare values with <code>==</code>, <code>!=</code>, <code>&lt;</code> and <code>&gt;</code>, and combine conditions with <code>and</code> and <code>or</code>.',
            ],
          },
        ],
      },
      {
        title: 'Repeating and organising',
        pages: [
          {
            title: 'Loops and lists',
            paragraphs: [
              'A list holds values in order: <code>scores = [72, 85, 91]</code>. A <code>for</code> loop visits each value in turn: <code>for score in scores: print(score)</code>.',
              'Use <code>range(5)</code> to repeat something five times, and <code>len(scores)</code> to count the items. Most everyday automation is a loop over a list of files, rows or names.',
            ],
            imageAlt: 'A looping arrow around a row of coloured boxes',
          },
          {
            title: 'Functions',
            paragraphs: [
              'A function packages steps under a name so you can reuse them: <code>def average(values): return sum(values) / len(values)</code>. Call it with <code>average(scores)</code>.',
              'Good functions do one job, take what they need as parameters and return a result instead of printing it. Small functions are easier to test and to fix.',
            ],
          },
        ],
      },
      {
        title: 'Working with files',
        pages: [
          {
            title: 'Reading and writing files',
            paragraphs: [
              'Open a file with <code>with open("notes.txt") as f:</code>; the file closes itself when the block ends, even if an error occurs. Loop over <code>f</code> to read it line by line.',
              'For spreadsheets saved as CSV, the <code>csv</code> module reads each row as a list or, with <code>DictReader</code>, as a dictionary keyed by the column headings.',
            ],
          },
          {
            title: 'Debugging',
            paragraphs: [
              'When Python stops with an error, read the traceback from the bottom: the last line names the error, and the lines above show where it happened.',
              'Print the values you are unsure about just before the failing line. Most bugs are a value that is not what you expected: a number stored as text, an empty list or a misspelt key.',
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'financial-literacy-young-adults',
    name: 'Financial Literacy for Young Adults',
    objective:
      'Take control of your money: budget your income, build savings, use credit wisely and understand the basics of investing.',
    outcomes: [
      'Build a monthly budget and track spending against it',
      'Set up an emergency fund and savings goals',
      'Compare loans and credit cards by their true cost',
      'Explain risk, return and diversification in investing',
    ],
    description:
      'Practical money skills for students and young workers starting their first job. No prior knowledge is needed; examples use ringgit and everyday situations such as a first salary, a phone plan and a motorcycle loan.',
    language: 'en',
    category: 'personal_development',
    courseType: 'SHORT_COURSE',
    sectorTypes: ['PROFESSIONAL_LEARNING', 'HIGHER_EDUCATION'],
    classifications: ['PATHWAY'],
    learningHours: 6,
    theme: { primary: '#047857', secondary: '#60a5fa' },
    modules: [
      {
        title: 'Budgeting and saving',
        pages: [
          {
            title: 'Making a budget',
            paragraphs: [
              'A budget is a plan for your income before the month starts. List your take-home pay, then your fixed costs (rent, transport, phone), then flexible spending (food, outings), and decide how much to save.',
              'The 50/30/20 guideline is a useful start: about half for needs, a third for wants and a fifth for savings and debt repayment. Adjust it to your situation, then track what you actually spend for a month.',
            ],
            imageAlt: 'A pie chart split into three coloured parts',
          },
          {
            title: 'Emergency funds and goals',
            paragraphs: [
              'An emergency fund covers unexpected costs such as a medical bill or a broken laptop without borrowing. Aim first for one month of expenses, then build towards three to six months.',
              'Give each savings goal a name, an amount and a date, such as "RM3,000 for a laptop by December". Automatic transfers on payday make saving happen before spending does.',
            ],
            video: 'https://www.youtube.com/watch?v=HQzoZfc3GwQ',
          },
        ],
      },
      {
        title: 'Credit and investing',
        pages: [
          {
            title: 'Using credit wisely',
            paragraphs: [
              'Borrowing costs money. Compare loans by their effective annual interest rate and total repayment, not the monthly instalment alone: a longer loan has smaller instalments but costs more in total.',
              'Pay credit card balances in full each month to avoid interest, which is often charged at more than 15% a year. Missed payments are recorded in your credit report and can affect future loans.',
            ],
          },
          {
            title: 'Investing basics',
            paragraphs: [
              'Investing means accepting some risk in exchange for a higher expected return than a savings account. In general, the higher the possible return, the larger the possible loss.',
              'Diversification, spreading money across many investments, reduces the damage any single one can do. Invest only money you will not need for several years, and be wary of any offer that promises high returns with no risk.',
              'Check that any investment provider is licensed by the regulator before you hand over money; scams often imitate real companies.',
            ],
          },
        ],
      },
    ],
  },
];
