import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { blockSaved, DEMO_PASSWORD, enrolledLearner, logInFromBanner } from './journeys';

// Issue 10 point 24: a learner responds to a media recording block. Chromium's fake devices
// (playwright.config.ts) give MediaRecorder a microphone, so the learner records for real.

// The demo creator's course with a free, open default class (README demo accounts).
const COURSE = 'digital-marketing-foundations';
const PAGE_TITLE = 'Your campaign plan';
const OWN_RESPONSE = /^\/api\/block\/([0-9a-f-]{36})\/response\/$/;

/** The status of a GET of `url` from inside the page, with its cookies. */
const statusOf = (page: Page, url: string) => page.evaluate(async (path) => (await fetch(path)).status, url);

test('a learner records a response to a media recording block, plays it back, their teacher hears it, another learner cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`creator: ${error.message}`));
  const run = Date.now().toString(36);
  const prompt = `Tell us your campaign's goal in one minute (${run}).`;
  const learnerA = { name: 'Nurul Huda', email: `recording-a-${run}@example.test` };
  let pagePath = '';

  // Should terms.spec.ts have run first, new terms are in force for every account: the demo creator
  // accepts them whenever the blocking dialog asks.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'We have updated our terms' }), (terms) =>
    terms.getByRole('button', { name: 'Accept' }).click(),
  );

  await test.step('the creator adds a media recording block with a prompt to a page', async () => {
    await logInFromBanner(page, 'creator@kelas.example', DEMO_PASSWORD);
    await page.goto(`/courses/${COURSE}/`);
    await page.getByRole('link', { name: PAGE_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    pagePath = new URL(page.url()).pathname;
    await page.goto(`${pagePath}?mode=edit`);
    const toolbox = page.getByRole('complementary', { name: 'Add a block' });
    await toolbox.getByRole('button', { name: /^Media recording/ }).click();
    const block = page.getByRole('main').getByRole('article', { name: 'Media recording', exact: true });
    const saved = blockSaved(page, run);
    await block.getByLabel('Prompt').fill(prompt);
    await saved;
    await block.getByRole('button', { name: 'Done editing Media recording' }).click();
    await expect(block.getByText(prompt)).toBeVisible();
  });

  let responseUrl = '';
  let blockId = '';
  await test.step('a learner enrols, records a response, uploads it and plays it back', async () => {
    const { context, page: learner } = await enrolledLearner(
      browser,
      COURSE,
      { fullName: learnerA.name, email: learnerA.email },
      { permissions: ['microphone'] },
    );
    learner.on('pageerror', (error) => pageErrors.push(`learner A: ${error.message}`));
    // The page asks for the learner's own response to the block: its address names the block.
    const ownResponse = learner.waitForResponse((reply) => OWN_RESPONSE.test(new URL(reply.url()).pathname));
    await learner.goto(`${pagePath}?mode=view`);
    blockId = OWN_RESPONSE.exec(new URL((await ownResponse).url()).pathname)?.[1] ?? '';
    expect(blockId).not.toBe('');
    await expect(learner.getByText(prompt)).toBeVisible();
    const response = learner.getByRole('region', { name: 'Your response' });
    await expect(response.getByText('You have not recorded a response yet.')).toBeVisible();
    await response.getByRole('button', { name: 'Start recording' }).click();
    await expect(response.getByRole('timer', { name: 'Time recorded' })).toHaveText('0:02', {
      timeout: 10_000,
    });
    await response.getByRole('button', { name: 'Stop recording' }).click();
    await expect(response.getByText('Preview')).toBeVisible();
    await response.getByRole('button', { name: 'Upload recording' }).click();
    await expect(response.getByText(/^Recorded /)).toBeVisible();
    await expect(response.getByText('You have not recorded a response yet.')).toHaveCount(0);

    const player = response.locator('audio[src^="/api/block-response/"]');
    responseUrl = (await player.getAttribute('src')) ?? '';
    expect(await statusOf(learner, responseUrl)).toBe(200);
    // Played back: the browser decodes the recording and its time moves on.
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.muted = true;
      return audio.play();
    });
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0);
    expect(await seriousViolations(learner)).toEqual([]);
    await context.close();
  });

  await test.step('the class teacher finds the response in the list of responses and can play it', async () => {
    await page.goto(`${pagePath}?mode=view`);
    const list = page.getByRole('region', { name: /^Your learners’ responses/ });
    const entry = list.getByRole('listitem').filter({ hasText: learnerA.name });
    await expect(entry).toContainText('Recorded ');
    await expect(entry.locator('audio')).toHaveAttribute('src', responseUrl);
    expect(await statusOf(page, responseUrl)).toBe(200);
  });

  await test.step('another learner of the same class cannot fetch it, nor the list of responses', async () => {
    const { context, page: other } = await enrolledLearner(
      browser,
      COURSE,
      { fullName: 'Farid Hakim', email: `recording-b-${run}@example.test` },
      { permissions: ['microphone'] },
    );
    await other.goto(`${pagePath}?mode=view`);
    const response = other.getByRole('region', { name: 'Your response' });
    await expect(response.getByText('You have not recorded a response yet.')).toBeVisible();
    expect(await statusOf(other, responseUrl)).toBe(404);
    expect(await statusOf(other, `/api/block/${blockId}/responses/`)).toBe(404);
    await expect(other.getByRole('region', { name: /^Your learners’ responses/ })).toHaveCount(0);
    await context.close();
  });

  expect(pageErrors).toEqual([]);
});
