import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { blockSaved, createCourse, enrolledLearner, signUpFromBanner } from './journeys';
import { translation } from './locales';
import { linkIn, waitForMail } from './mail';

// Issue 12's "done means", walked through the browser by the people it is for. A creator builds a
// page with every quiz widget of the toolbox's quiz category, a rubric, a question bank imported
// from GIFT and a timed exam drawing from it, and takes a facilitator on for the course's class. A
// learner answers one question wrong and one right, fills the crossword by keyboard alone, takes the
// exam across a closed tab and writes a long answer. The facilitator marks it by its rubric on
// /marking/ and returns it. The gradebook and the learner's progress page show all of it, in
// English and in Malay, and axe finds nothing serious on the quiz page, the marking screen and the
// gradebook.

test.describe.configure({ mode: 'serial' });
// A step that cannot happen fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 15_000 });

const run = Date.now().toString(36);
/** A full name takes letters only: the run's digits written as letters keep it unique. */
const lettersOnly = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const COURSE = `e2e-assess-${run}`;
const COURSE_NAME = `Assessment Journey ${run}`;
const MODULE = 'Checking what you learnt';
const PAGE_TITLE = 'Check your understanding';
const BANK = `Basics bank ${run}`;
const EXAM = `Basics exam ${run}`;
const RUBRIC = `Explanation rubric ${run}`;
const CREATOR = { fullName: 'Ayu Lestari', email: `assess-creator-${run}@example.test` };
const FACILITATOR = { fullName: 'Budi Santoso', email: `assess-facilitator-${run}@example.test` };
const LEARNER = { fullName: `Siti ${lettersOnly(run)} Rahmah`, email: `assess-learner-${run}@example.test` };

/** Moodle's GIFT, as a teacher would export it: three multiple choice questions. */
const GIFT = `// Three questions for the exam and the random selector
$CATEGORY: e2e/basics

::Bytes:: How many bits are in a byte? {=eight ~four ~sixteen}

::Styles:: Which language styles a web page? {=CSS ~SQL ~Bash}

::Prime:: Which of these numbers is prime? {=seven ~nine ~fifteen}
`;
/** Each bank question by its words: its right option and a wrong one. */
const BANK_ANSWERS: ReadonlyArray<{ question: RegExp; right: string; wrong: string }> = [
  { question: /bits are in a byte/, right: 'eight', wrong: 'four' },
  { question: /styles a web page/, right: 'CSS', wrong: 'SQL' },
  { question: /numbers is prime/, right: 'seven', wrong: 'nine' },
];

// The quiz page's questions, each the last thing typed in its setup (so its save carries the rest).
const Q = {
  choice: `Which block asks learners to pick one option? (${run})`,
  short: `Write the number 5 as a word. (${run})`,
  blanks: `Complete the sentence. (${run})`,
  match: `Match each capital with its country. (${run})`,
  categorise: `Sort each food into its group. (${run})`,
  crossword: `Solve the assessment crossword. (${run})`,
  draw: `Answer the question drawn for you. (${run})`,
  long: `Explain in a few sentences how a rubric helps a learner. (${run})`,
};
/** The crossword's clues and answers; the grid lays them out (QUIZ and RUBRIC cross). */
const CLUES: ReadonlyArray<readonly [string, string]> = [
  ['A few questions that check learning', 'QUIZ'],
  ['Criteria and levels to mark by', 'RUBRIC'],
];
/** Every widget of the toolbox's quiz category, in the order the page holds them. */
const QUIZ_WIDGETS = [
  'Multiple choice',
  'Short answer',
  'Fill in the blanks',
  'Match it',
  'Categorise',
  'Crossword',
  'Random selector',
  'Long form response',
];
const LONG_ANSWER =
  'A rubric names what good work looks like, so a learner sees each level and knows how to reach the next one.';

/** A catalogue string with its values put in (`{{name}}`). */
const filled = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const ms = (key: string, values: Record<string, string | number> = {}) =>
  filled(translation('ms', key), values);

const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
let creator: Page;
let facilitator: Page;
let learner: Page;
let pagePath = '';

/** Switch the interface language from the top bar's menu. */
async function chooseLanguage(page: Page, name: 'Bahasa Melayu' | 'English', lang: 'ms' | 'en') {
  await page.getByTestId('language-menu').first().click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Add a quiz widget from the toolbox and wait for its setup form. */
async function addWidget(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('complementary', { name: 'Add a block' })
    .getByRole('button', { name, exact: true })
    .click();
  const block = page.getByRole('main').getByRole('article', { name, exact: true });
  await expect(block.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
  return block;
}

/** Type the block's question last, wait until the server took the whole setup, and close the setup. */
async function finishSetup(page: Page, block: Locator, name: string, question: string, label = 'Question') {
  const saved = blockSaved(page, question);
  await block.getByRole('textbox', { name: label, exact: true }).fill(question);
  await saved;
  await block.getByRole('button', { name: `Done editing ${name}` }).click();
  await expect(block.getByText(question)).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  for (const [who, fullName] of [
    ['creator', CREATOR.fullName],
    ['facilitator', FACILITATOR.fullName],
  ] as const) {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${who} (${fullName}): ${error.message}`));
    if (who === 'creator') creator = page;
    else facilitator = page;
  }
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('a creator builds a page of every quiz widget, a rubric, a GIFT bank and a timed exam, and takes on a facilitator', async () => {
  test.setTimeout(120_000);
  const page = creator;

  await test.step('a new creator makes a course with a module, a page, shown in the catalogue', async () => {
    await signUpFromBanner(page, CREATOR.fullName, CREATOR.email);
    await createCourse(page, COURSE_NAME, COURSE);
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.getByLabel('New module title').fill(MODULE);
    await page.getByRole('button', { name: 'Add module' }).click();
    await expect(page.getByRole('heading', { level: 3, name: MODULE })).toBeVisible();
    await page.getByLabel(`New page in ${MODULE}`).fill(PAGE_TITLE);
    await page.getByRole('button', { name: 'Add page', exact: true }).click();
    await expect(page.getByText(PAGE_TITLE, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Landing page' }).click();
    await page.getByLabel('Display this course in the catalogue').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
  });

  await test.step('a question bank takes a GIFT file; an exam draws two of its questions, 10 minutes', async () => {
    await page.goto(`/courses/admin/?action=question_banks&course=${COURSE}`);
    await page.getByLabel('New bank’s name').fill(BANK);
    await page.getByRole('button', { name: 'Create the bank' }).click();
    const bank = page.getByRole('listitem').filter({ hasText: BANK });
    await expect(bank.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.getByLabel('Or paste the questions').fill(GIFT);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // A job: the worker takes it within pg-boss's polling, the page asks every second.
    await expect(page.getByText('3 questions imported.')).toBeVisible({ timeout: 15_000 });

    await page.getByLabel('New exam’s title').fill(EXAM);
    await page.getByRole('button', { name: 'Create the exam' }).click();
    await expect(page.getByRole('button', { name: `Edit “${EXAM}”` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByLabel('Time limit in minutes').fill('10');
    await page.getByRole('radio', { name: 'Questions drawn at random from a bank' }).check();
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: BANK });
    await page.getByLabel('How many questions', { exact: true }).last().fill('2');
    await page.getByRole('button', { name: 'Add the draw' }).click();
    await expect(page.getByText(`Questions drawn at random from ${BANK}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/2 questions · 10 minutes/)).toBeVisible();
  });

  await test.step('an assessment design of kind rubric: two criteria of three levels, worth 4 points', async () => {
    await page.goto(`/courses/admin/?action=assessment_designs&course=${COURSE}`);
    await page.getByRole('button', { name: 'New design' }).click();
    await page.getByLabel('Name', { exact: true }).fill(RUBRIC);
    await expect(page.getByRole('radio', { name: 'A rubric' })).toBeChecked();
    await page.getByRole('button', { name: 'Add a criterion' }).click();
    const criteria = [
      { title: 'Clarity', levels: ['Unclear', 'Partly clear', 'Clear'] },
      { title: 'Examples', levels: ['None', 'One', 'Several'] },
    ];
    for (const [index, { title, levels }] of criteria.entries()) {
      const criterion = page.getByRole('group', { name: `Criterion ${index + 1}`, exact: true });
      await criterion.getByLabel('What it looks at').fill(title);
      for (const [at, level] of levels.entries()) {
        // Each level starts worth 0, 1 and 2 points: only its title is to write.
        const group = page.getByRole('group', { name: `Level ${at + 1} of criterion ${index + 1}` });
        await group.getByLabel(`Level ${at + 1}`, { exact: true }).fill(level);
        await expect(group.getByLabel('Points', { exact: true })).toHaveValue(String(at));
      }
    }
    await expect(page.getByText('Worth 4 points: each criterion’s highest level, added up.')).toBeVisible();
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('Rubric of 2 criteria · worth 4 points')).toBeVisible();
  });

  await test.step('the page gets every widget of the toolbox’s quiz category, each set up in its form', async () => {
    await page.goto(`/courses/admin/?action=course_builder&course=${COURSE}`);
    await page.getByRole('link', { name: `Edit: ${PAGE_TITLE}` }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${COURSE}/[^/]+/\\?mode=edit$`));
    pagePath = new URL(page.url()).pathname;
    await expect(page.getByRole('main').getByText('This page has no blocks yet.')).toBeVisible();
    // The toolbox's quiz category holds these eight, and no other.
    const toolbox = page.getByRole('complementary', { name: 'Add a block' });
    const quizCategory = toolbox.locator('div', {
      has: page.getByRole('heading', { name: 'Quiz', exact: true }),
    });
    await expect(quizCategory.getByRole('listitem').getByRole('button')).toHaveText(QUIZ_WIDGETS);

    let block = await addWidget(page, 'Multiple choice');
    await block.getByRole('group', { name: 'Option 1' }).getByLabel('Option text').fill('Rich text');
    await block.getByRole('group', { name: 'Option 2' }).getByLabel('Option text').fill('Multiple choice');
    await block.getByRole('group', { name: 'Option 2' }).getByRole('radio', { name: 'Right answer' }).check();
    await finishSetup(page, block, 'Multiple choice', Q.choice);

    block = await addWidget(page, 'Short answer');
    await block
      .getByRole('group', { name: 'Accepted answer 1' })
      .getByLabel('Answer', { exact: true })
      .fill('five');
    // It alone counts towards progress: the page is done once it passes.
    await block.getByRole('tab', { name: 'Progress' }).click();
    const contributor = blockSaved(page, '"isProgressContributor":true');
    await block.getByLabel('Counts towards progress').check();
    await contributor;
    await block.getByRole('tab', { name: 'Setup' }).click();
    await finishSetup(page, block, 'Short answer', Q.short);

    block = await addWidget(page, 'Fill in the blanks');
    await block.getByRole('textbox', { name: 'Passage' }).fill('Kelas is written in *TypeScript*.');
    await expect(block.getByText('Gap 1: TypeScript')).toBeVisible();
    await finishSetup(page, block, 'Fill in the blanks', Q.blanks);

    block = await addWidget(page, 'Match it');
    for (const [index, [item, match]] of [
      ['Kuala Lumpur', 'Malaysia'],
      ['Jakarta', 'Indonesia'],
    ].entries()) {
      const pair = block.getByRole('group', { name: `Pair ${index + 1}`, exact: true });
      await pair.getByLabel('Item', { exact: true }).fill(item!);
      await pair.getByLabel('Its match').fill(match!);
    }
    await finishSetup(page, block, 'Match it', Q.match);

    block = await addWidget(page, 'Categorise');
    await block
      .getByRole('group', { name: 'Category 1', exact: true })
      .getByLabel('Category name')
      .fill('Fruit');
    await block
      .getByRole('group', { name: 'Category 2', exact: true })
      .getByLabel('Category name')
      .fill('Vegetable');
    await block.getByRole('group', { name: 'Item 1', exact: true }).getByLabel('Item text').fill('Mango');
    await block.getByRole('group', { name: 'Item 2', exact: true }).getByLabel('Item text').fill('Spinach');
    await block
      .getByRole('group', { name: 'Item 2', exact: true })
      .getByLabel('Its category')
      .selectOption({ label: 'Vegetable' });
    await finishSetup(page, block, 'Categorise', Q.categorise);

    block = await addWidget(page, 'Crossword');
    for (const [index, [clue, answer]] of CLUES.entries()) {
      const row = block.getByRole('group', { name: `Clue ${index + 1}`, exact: true });
      await row.getByLabel('Clue', { exact: true }).fill(clue);
      await row.getByLabel('Answer', { exact: true }).fill(answer);
    }
    await expect(block.getByRole('img', { name: /^The grid laid out: \d+ by \d+ squares$/ })).toBeVisible();
    await finishSetup(page, block, 'Crossword', Q.crossword);

    block = await addWidget(page, 'Random selector');
    await block.getByLabel('Question bank').selectOption({ label: `${BANK} (3 questions)` });
    await block.getByLabel('Questions for each learner').fill('1');
    await finishSetup(page, block, 'Random selector', Q.draw, 'Instructions');
    await expect(block.getByText('1 question drawn for each learner from a question bank.')).toBeVisible();

    block = await addWidget(page, 'Long form response');
    await block.getByLabel('Fewest words in an answer').fill('5');
    await block.getByLabel('Marking guidance').fill('Full marks for a clear explanation with examples.');
    await block.getByLabel('Marked with').selectOption({ label: `${RUBRIC} (rubric, 4 points)` });
    await expect(block.getByLabel('Points', { exact: true })).toHaveValue('4');
    await finishSetup(page, block, 'Long form response', Q.long);

    const names = await page
      .getByRole('main')
      .locator('article[data-block-id] h3')
      .evaluateAll((headings) => headings.map((heading) => heading.textContent));
    expect(names).toEqual(QUIZ_WIDGETS);
  });

  await test.step('a facilitator is invited to the course’s class and accepts', async () => {
    await signUpFromBanner(facilitator, FACILITATOR.fullName, FACILITATOR.email);
    await page.goto(`/courses/admin/?action=classes&course=${COURSE}`);
    // Every course has a default class, named after it.
    await page.getByRole('link', { name: `Manage ${COURSE_NAME}` }).click();
    await page
      .getByRole('navigation', { name: 'Class admin sections' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(FACILITATOR.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page.getByText(`An invitation was sent to ${FACILITATOR.email} to be Facilitator.`, { exact: false }),
    ).toBeVisible();
    // The invitation mail's link, opened signed in: accepting makes them a facilitator of the class.
    const mail = await waitForMail(
      FACILITATOR.email,
      `You are invited to the staff of ${COURSE_NAME} on Kelas`,
    );
    await facilitator.goto(linkIn(mail, '/cohorts/'));
    await expect(
      facilitator.getByText(
        `You are invited to be a facilitator of the class ${COURSE_NAME} of the course ${COURSE_NAME}.`,
      ),
    ).toBeVisible();
    await facilitator.getByRole('button', { name: 'Accept the role' }).click();
    await expect(facilitator.getByRole('heading', { level: 1, name: COURSE_NAME })).toBeVisible();
  });
});

test('a learner answers wrong and right, fills the crossword by keyboard, takes the exam across a closed tab, and writes a long answer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const enrolled = await enrolledLearner(browser, COURSE, LEARNER);
  contexts.push(enrolled.context);
  learner = enrolled.page;
  const classHome = learner.url();
  learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
  const formOf = (field: Locator) => learner.locator('form', { has: field });

  await test.step('on the quiz page, a wrong choice and a right short answer, marked on the server', async () => {
    await learner.goto(`${pagePath}?mode=view`);
    await expect(learner.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    // No answer key reached the browser.
    expect(await learner.content()).not.toMatch(
      /answerKey|correctOptionIds|RUBRIC|TypeScript|Full marks for/,
    );

    const choice = learner.getByRole('group', { name: Q.choice });
    await choice.getByRole('radio', { name: 'Rich text' }).check();
    await formOf(choice).getByRole('button', { name: 'Submit answer' }).click();
    await expect(formOf(choice).getByText('Not quite.')).toBeVisible();
    await expect(formOf(choice).getByText('1 of 1 attempt used')).toBeVisible();

    const short = learner.getByRole('textbox', { name: Q.short });
    await short.fill('five');
    await formOf(short).getByRole('button', { name: 'Submit answer' }).click();
    await expect(formOf(short).getByText('Correct.')).toBeVisible();
    expect(await seriousViolations(learner)).toEqual([]);
  });

  await test.step('the crossword, by keyboard only: Tab into the grid, each word typed, Enter submits', async () => {
    const crossword = learner.getByRole('group', { name: Q.crossword });
    const grid = crossword.getByRole('group', { name: 'Crossword grid' });
    await expect(grid).toBeVisible();
    // From the block before it (the categorise question, left unanswered), Tab enters the grid.
    await formOf(learner.getByRole('group', { name: Q.categorise }))
      .getByRole('button', { name: 'Submit answer' })
      .focus();
    await learner.keyboard.press('Tab');
    await expect(grid.locator(':focus')).toHaveAccessibleName(/^\d+ (across|down), letter 1 of \d+$/);
    for (let word = 0; word < CLUES.length; word++) {
      const square = grid.locator(':focus');
      const clue = await square.evaluate(
        (field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      const letters = CLUES.find(([text]) => clue.includes(text))?.[1] ?? '';
      await expect(square).toHaveAccessibleName(new RegExp(`, letter 1 of ${letters.length}$`));
      await learner.keyboard.type(letters.toLowerCase());
      await expect(grid.locator(':focus')).toHaveAccessibleName(
        new RegExp(`letter ${letters.length} of ${letters.length}$`),
      );
      if (word < CLUES.length - 1) await learner.keyboard.press('Tab');
    }
    await learner.keyboard.press('Enter');
    await expect(formOf(crossword).getByText('Correct.')).toBeVisible();
    await expect(crossword.getByText('right', { exact: true })).toHaveCount(CLUES.length);
  });

  await test.step('a long answer, too short, then long enough: it waits for a teacher', async () => {
    const answer = learner.getByRole('textbox', { name: Q.long });
    await answer.click();
    await learner.keyboard.type('A rubric helps.');
    const form = formOf(answer);
    await form.getByRole('button', { name: 'Submit answer' }).click();
    await expect(form.getByRole('alert')).toHaveText('Write at least 5 words.');
    await answer.press('End');
    await learner.keyboard.type(` ${LONG_ANSWER}`);
    await form.getByRole('button', { name: 'Submit answer' }).click();
    await expect(form.getByText('Submitted. A teacher will mark your answer.')).toBeVisible();
    // The page's one progress contributor passed: the page is done.
    await expect(
      learner
        .getByRole('navigation', { name: 'Course outline' })
        .getByRole('link', { name: `${PAGE_TITLE} (completed)` }),
    ).toBeVisible();
    expect(await seriousViolations(learner)).toEqual([]);
  });

  /** The exam question numbered `number` on screen, and its right and wrong options. */
  const examQuestion = async (page: Page, number: number) => {
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByText(new RegExp(`^Question ${number} of 2`)) });
    const words = (await item.getByRole('group').first().textContent()) ?? '';
    const known = BANK_ANSWERS.find(({ question }) => question.test(words));
    expect(known, `a bank question in: ${words}`).toBeDefined();
    return { item, ...known! };
  };

  let examUrl = '';
  await test.step('the timed exam: started, one question answered right and saved', async () => {
    // The class's course page lists the exam beside the pages.
    await learner.goto(classHome);
    await learner.getByRole('link', { name: EXAM }).click();
    await expect(learner.getByRole('heading', { name: EXAM })).toBeVisible();
    await expect(learner.getByText('10 minutes', { exact: true })).toBeVisible();
    examUrl = learner.url();
    await learner.getByRole('button', { name: 'Start the exam' }).click();
    await expect(learner.getByText(/^Time left: (10:00|09:\d\d)$/)).toBeVisible();
    const first = await examQuestion(learner, 1);
    await first.item.getByRole('radio', { name: first.right, exact: true }).check();
    await expect(learner.getByText(/^Saved at /)).toBeVisible();
    await expect(learner.getByText('1 of 2 answered')).toBeVisible();
  });

  await test.step('the tab closes mid-way; a new one finds the attempt running with the saved answer', async () => {
    await learner.close();
    learner = await enrolled.context.newPage();
    learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
    await learner.goto(examUrl);
    await expect(learner.getByText(/^Time left: (10:00|09:\d\d)$/)).toBeVisible();
    await expect(learner.getByText('1 of 2 answered')).toBeVisible();
    const first = await examQuestion(learner, 1);
    await expect(first.item.getByRole('radio', { name: first.right, exact: true })).toBeChecked();

    // The second answered wrong, then handed in: 1 of 2 points, shown at once.
    const second = await examQuestion(learner, 2);
    await second.item.getByRole('radio', { name: second.wrong, exact: true }).check();
    await expect(learner.getByText('2 of 2 answered')).toBeVisible();
    await learner.getByRole('button', { name: 'Submit my answers' }).click();
    const dialog = learner.getByRole('dialog', { name: 'Submit your answers?' });
    await expect(dialog.getByText(/^Every question is answered\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(learner.getByText('Your result: 1 of 2 points')).toBeVisible();
    await expect(learner.getByText('1 of 1 used')).toBeVisible();
  });
});

test('the facilitator marks the long answer by its rubric on /marking/, then returns it for resubmission', async () => {
  test.setTimeout(90_000);
  const page = facilitator;
  const level = (criterion: string, name: string) =>
    page.getByRole('group', { name: new RegExp(`^${criterion}`) }).getByRole('radio', { name, exact: true });

  await test.step('the queue has the answer to mark; beside it, the rubric with its running total', async () => {
    await page.goto('/marking/');
    await expect(page.getByRole('heading', { level: 1, name: 'Marking' })).toBeVisible();
    const queue = page.getByRole('table', { name: 'Submitted work in the classes you teach' });
    await expect(queue.getByRole('row', { name: new RegExp(LEARNER.fullName) })).toContainText('To mark');
    await queue.getByRole('link', { name: LEARNER.fullName }).click();
    await expect(page.getByRole('heading', { name: `Marking ${LEARNER.fullName}’s answer` })).toBeVisible();
    await expect(page.getByText(LONG_ANSWER, { exact: false })).toBeVisible();
    await expect(
      page.getByText('Marking guidance: Full marks for a clear explanation with examples.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: `Mark with the rubric “${RUBRIC}”` })).toBeVisible();
    await level('Clarity', 'Clear').check();
    await level('Examples', 'One').check();
    await expect(page.getByText('Total: 3 of 4 points')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Feedback for the learner').fill('Clear. One more example would help.');
    await page.getByRole('button', { name: 'Save mark' }).click();
    await expect(page.getByText('Saved. Nothing else on this page waits for your mark.')).toBeVisible();
  });

  await test.step('the learner reads the mark and the level of each criterion', async () => {
    await learner.goto(`${pagePath}?mode=view`);
    await expect(learner.getByText('Marked: 3 of 4 points.')).toBeVisible();
    const levels = learner.getByRole('table', { name: 'How your work was marked' });
    await expect(levels.getByRole('row', { name: /Clarity/ })).toContainText('Clear: 2 of 2 points');
    await expect(levels.getByRole('row', { name: /Examples/ })).toContainText('One: 1 of 2 points');
  });

  await test.step('the facilitator returns it; the learner sees why and may submit again', async () => {
    await page.getByLabel('Status').selectOption('marked');
    await page.getByRole('table').getByRole('link', { name: LEARNER.fullName }).click();
    await page.getByLabel('Feedback for the learner').fill('Add a second example, then send it again.');
    await page.getByRole('button', { name: 'Return for resubmission' }).click();
    await expect(page.getByText('Saved. Nothing else on this page waits for your mark.')).toBeVisible();
    await page.getByLabel('Status').selectOption('returned');
    await expect(
      page.getByRole('table').getByRole('row', { name: new RegExp(LEARNER.fullName) }),
    ).toContainText('Returned');

    await learner.reload();
    await expect(
      learner.getByText('Your teacher returned this answer for you to improve and submit again.'),
    ).toBeVisible();
    await expect(learner.getByText('Add a second example, then send it again.')).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Submit again' })).toBeVisible();
  });
});

test('the gradebook and the learner’s progress page show it all, in English and in Malay', async () => {
  test.setTimeout(90_000);
  // The learner's cells, quizzes in outline order then the exam: the choice 0, the short answer 1,
  // three left unanswered, the crossword 1, the draw unanswered, the long answer returned, the exam 1.
  const cells = (returned: string) => ['0', '1', '–', '–', '–', '1', '–', returned, '1'];
  // Out of 15: six 1-point quizzes, the draw's 3, the rubric's 4, the exam's 2. Weighted: 0, 1, 1 and
  // ½ over the four items with a counted score.
  const total = '3 (20%)';
  const weighted = '62.5%';

  await test.step('the gradebook, in English (axe-clean)', async () => {
    const page = creator;
    await page.goto(`/courses/admin/?action=learner_gradebook&course=${COURSE}`);
    await expect(page.getByRole('heading', { name: 'Gradebook' })).toBeVisible();
    const table = page.getByRole('table', { name: /Learners’ scores on each quiz and exam/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Learner',
      ...QUIZ_WIDGETS.map((_, index) => new RegExp(`^Q${index + 1}: ${PAGE_TITLE}`)),
      new RegExp(`^Exam: ${EXAM}out of 2 points`),
      'Total (of 15)',
      'Weighted total',
    ]);
    const row = table.getByRole('row', { name: new RegExp(LEARNER.fullName) });
    await expect(row.getByRole('cell')).toHaveText([...cells('returned'), total, weighted]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the gradebook, in Malay (axe-clean)', async () => {
    const page = creator;
    await chooseLanguage(page, 'Bahasa Melayu', 'ms');
    await expect(page.getByRole('heading', { name: ms('gradebook.title') })).toBeVisible();
    await expect(
      page.getByRole('columnheader', { name: new RegExp(`^${ms('gradebook.exam', { title: EXAM })}`) }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(LEARNER.fullName) });
    await expect(row.getByRole('cell')).toHaveText([...cells(ms('gradebook.returned')), total, weighted]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the learner’s progress page, in English', async () => {
    const page = learner;
    await page.goto(`/progress/?course=${COURSE}`);
    const bar = page.getByRole('progressbar', { name: `Progress in ${COURSE_NAME}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const grades = page.locator('section', {
      has: page.getByRole('heading', { name: 'Quizzes and assessment' }),
    });
    await expect(grades.getByText('Your total so far: 3 of 15 points.')).toBeVisible();
    await expect(grades.getByText('Your weighted total: 62.5%.')).toBeVisible();
    const standing = (text: string | RegExp) => grades.getByRole('listitem').filter({ hasText: text });
    await expect(standing(Q.choice)).toContainText('0 of 1 point');
    await expect(standing(Q.short)).toContainText('1 of 1 point');
    await expect(standing(Q.blanks)).toContainText('Not answered yet');
    await expect(standing(Q.crossword)).toContainText('1 of 1 point');
    await expect(standing(Q.draw)).toContainText('Not answered yet');
    await expect(standing(`Exam: ${EXAM}`)).toContainText('1 of 2 points');
    // Listed; what it says of a returned answer is the last test of this file.
    await expect(standing(Q.long)).toBeVisible();
  });

  await test.step('the learner’s progress page, in Malay', async () => {
    const page = learner;
    await chooseLanguage(page, 'Bahasa Melayu', 'ms');
    const grades = page.locator('section', {
      has: page.getByRole('heading', { name: ms('progress.grades.title') }),
    });
    await expect(grades.getByText(ms('progress.grades.total', { total: 3, maxTotal: 15 }))).toBeVisible();
    await expect(grades.getByText(ms('progress.grades.weighted', { percent: 62.5 }))).toBeVisible();
    const standing = (text: string) => grades.getByRole('listitem').filter({ hasText: text });
    await expect(standing(Q.short)).toContainText(ms('progress.grades.score_one', { score: 1, count: 1 }));
    await expect(standing(Q.blanks)).toContainText(ms('progress.grades.notAnswered'));
    await expect(standing(Q.long)).toContainText(ms('progress.grades.returned'));
    await expect(standing(ms('progress.grades.exam', { title: EXAM }))).toContainText(
      ms('progress.grades.score_other', { score: 1, count: 2 }),
    );
  });
});

// The long answer the facilitator returned is shown as returned, to submit again (not as waiting
// for a mark that will never come).
test('the progress page says the long answer was returned for resubmission', async () => {
  await learner.goto(`/progress/?course=${COURSE}`);
  await chooseLanguage(learner, 'English', 'en');
  const grades = learner.locator('section', {
    has: learner.getByRole('heading', { name: 'Quizzes and assessment' }),
  });
  const longAnswer = grades.getByRole('listitem').filter({ hasText: Q.long });
  await expect(longAnswer).not.toContainText(translation('en', 'progress.grades.hidden'));
  await expect(longAnswer).toContainText(translation('en', 'progress.grades.returned'));
});
