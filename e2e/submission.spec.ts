import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, enrolledLearner, logInFromBanner } from './journeys';

// A file block in submission mode: a learner of the demo course hands in their persona sheet (the
// seed marks it with the points design "Persona sheet"), the demo staff member, a facilitator of
// its class, downloads and marks it on /marking/, and the learner reads their mark.

const COURSE = 'digital-marketing-foundations';
const PAGE_TITLE = 'Building a customer persona';
const LEARNER = 'Putri Handayani';
const SHEET = Buffer.from(
  '%PDF-1.7\n% Mei, who orders cakes for team birthdays\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n',
);

const acceptTerms = (page: Page) =>
  page.addLocatorHandler(page.getByRole('dialog', { name: 'We have updated our terms' }), (terms) =>
    terms.getByRole('button', { name: 'Accept' }).click(),
  );

test('a learner hands in a file, a facilitator downloads and marks it in the queue, the learner reads the mark', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  const run = Date.now().toString(36);
  const { context, page: learner } = await enrolledLearner(browser, COURSE, {
    fullName: LEARNER,
    email: `submission-${run}@example.test`,
  });
  learner.on('pageerror', (error) => pageErrors.push(`learner: ${error.message}`));
  page.on('pageerror', (error) => pageErrors.push(`facilitator: ${error.message}`));
  await acceptTerms(page);

  await test.step('the learner uploads their persona sheet and hands it in', async () => {
    await learner.goto(`/courses/${COURSE}/`);
    await learner.getByRole('link', { name: PAGE_TITLE }).click();
    await expect(learner.getByText(/Upload your persona sheet/)).toBeVisible();
    await learner.getByLabel(/^Your work/).setInputFiles({
      name: 'Persona sheet.pdf',
      mimeType: 'application/pdf',
      buffer: SHEET,
    });
    await expect(learner.getByText('Ready to hand in:')).toBeVisible();
    await expect(learner.getByRole('link', { name: 'Download Persona sheet.pdf' })).toBeVisible();
    expect(await seriousViolations(learner)).toEqual([]);
    await learner.getByRole('button', { name: 'Hand in', exact: true }).click();
    await expect(learner.getByText('Handed in — waiting for your teacher.')).toBeVisible();
  });

  await test.step('the facilitator finds it in the queue, downloads it and marks it with points', async () => {
    await logInFromBanner(page, 'staff@kelas.example', DEMO_PASSWORD);
    await page.goto('/marking/');
    const queue = page.getByRole('table', { name: 'Submitted work in the classes you teach' });
    await expect(queue.getByRole('row', { name: new RegExp(LEARNER) })).toContainText('To mark');
    await queue.getByRole('link', { name: LEARNER }).click();
    await expect(page.getByRole('heading', { name: `Marking ${LEARNER}’s answer` })).toBeVisible();
    const download = page.getByRole('link', { name: 'Download Persona sheet.pdf' });
    const served = await page.request.get((await download.getAttribute('href'))!);
    expect(served.status()).toBe(200);
    expect(await served.body()).toEqual(SHEET);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Score (0 to 10)').fill('7');
    await page.getByLabel('Feedback for the learner').fill('Name where Mei spends time online.');
    await page.getByRole('button', { name: 'Save mark' }).click();
    // Other work may wait after it (the specs share the demo class).
    await expect(page.getByText(/^Saved\./)).toBeVisible();
  });

  await test.step('the learner reads their mark and feedback', async () => {
    await learner.reload();
    await expect(learner.getByText('Marked: 7 of 10 points.')).toBeVisible();
    await expect(learner.getByText('Name where Mei spends time online.')).toBeVisible();
  });
  await context.close();
  expect(pageErrors).toEqual([]);
});
