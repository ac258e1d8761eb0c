import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { blockSaved, displayedCourseWithPages, enrolledLearner, signUpFromBanner } from './journeys';
import { waitForMail } from './mail';

// Issue 13's social learning, walked through two learners' browsers at once. A creator builds a
// page with a post block whose posts a learner sees only after posting their own, a gallery of it
// and the class feed. The first learner posts with an image; the second sees nothing of it until
// they post, then comments with an @mention and gives kudos; the first gets both notifications live
// in the top bar and marks all read; having asked for comments on their posts in a daily digest, in
// a time zone where it is now the digest hour, they get the digest by mail (loopback SMTP). The
// creator announces to the class; the learners read it in the class feed and their notifications.
// The gallery shows 16 pictures and 16 more on request. axe finds nothing serious on the feed and
// the notification centre.

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const run = Date.now().toString(36);
const lettersOnly = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const COURSE = `e2e-social-${run}`;
const COURSE_NAME = `Social Journey ${run}`;
const MODULE = 'Learning together';
const PAGE_TITLE = 'Share your first project';
const PROMPT = `Show the class what you built this week. (${run})`;
const CREATOR = { fullName: 'Dewi Anggraini', email: `social-creator-${run}@example.test` };
const FIRST = { fullName: `Nur ${lettersOnly(run)} Aisyah`, email: `social-first-${run}@example.test` };
const SECOND = { fullName: `Arif ${lettersOnly(run)} Hakim`, email: `social-second-${run}@example.test` };
const FIRST_POST = `My weather station, first try (${run})`;
const SECOND_POST = `A paper model of the solar system (${run})`;
const COMMENT = 'Lovely work, well done';
const REFLECTION_QUESTION = 'What would you build next, and why?';
const REFLECTION = `A rain gauge: the station misses rain (${run})`;
const ANNOUNCEMENT = `Projects are due on Friday (${run})`;

let creator: Page;
let first: Page;
let second: Page;
const contexts: BrowserContext[] = [];
let pagePath = '';
/** The post block and class, as the first learner's page asks for its feed. */
let feedTarget = { blockId: '', cohortPath: '' };

const picture = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

/** The zone, if any, where it is between 08:00 and 08:54 at `instant`. */
const digestHourZone = (instant: Date) =>
  Intl.supportedValuesOf('timeZone').find((candidate) => {
    const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
      timeZone: candidate,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(instant)
      .split(':')
      .map(Number);
    return hour === 8 && minute! < 55;
  });

/**
 * A time zone where it is now the daily digest's hour, at least five minutes before it ends. In the
 * few minutes of an hour when no zone qualifies, it waits for the first minute one does, and adds
 * that wait to the test's time limit (the wait is the clock's, not the platform's).
 */
async function zoneInDigestHour(): Promise<string> {
  let wait = 0;
  while (!digestHourZone(new Date(Date.now() + wait))) wait += 60_000;
  if (wait > 0) {
    test.info().setTimeout(test.info().timeout + wait + 60_000);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const zone = digestHourZone(new Date());
  if (!zone) throw new Error('No time zone is in the digest hour');
  return zone;
}

/** The post block's feed on `page`. */
const blockFeed = (page: Page) => page.getByRole('region', { name: 'Posts' });

/** A /json or /api call in `page`'s session, with its CSRF token. */
async function call(
  page: Page,
  path: string,
  options: { data?: unknown; multipart?: Record<string, unknown> },
) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  // biome-ignore lint/suspicious/noExplicitAny: Playwright's multipart type is a union the spread loses.
  const response = await page.request.post(path, { ...(options as any), headers: { 'X-CSRFToken': token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).result;
}

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

test('learners post, reveal, comment, give kudos and hear of it live; staff announce; the gallery pages', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  await test.step('a creator builds a page with a post block, its gallery and the class feed', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    creator = await context.newPage();
    await signUpFromBanner(creator, CREATOR.fullName, CREATOR.email);
    await displayedCourseWithPages(creator, {
      name: COURSE_NAME,
      code: COURSE,
      module: MODULE,
      pages: [PAGE_TITLE],
    });

    await creator.goto(`/courses/admin/?action=course_builder&course=${COURSE}`);
    await creator.getByRole('link', { name: `Edit: ${PAGE_TITLE}` }).click();
    await expect(creator).toHaveURL(new RegExp(`/courses/${COURSE}/[^/]+/\\?mode=edit$`));
    pagePath = new URL(creator.url()).pathname;
    const toolbox = creator.getByRole('complementary', { name: 'Add a block' });

    await toolbox.getByRole('button', { name: 'Post', exact: true }).click();
    const post = creator.getByRole('main').getByRole('article', { name: 'Post', exact: true });
    await expect(post.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    const promptSaved = blockSaved(creator, 'Show the class');
    await post.getByRole('textbox', { name: 'Prompt' }).fill(PROMPT);
    await promptSaved;
    await post.getByRole('checkbox', { name: 'Ask learners to reflect after they post' }).check();
    const reflectionSaved = blockSaved(creator, 'What would you build next');
    await post.getByRole('textbox', { name: 'Reflection question' }).fill(REFLECTION_QUESTION);
    await reflectionSaved;
    await post.getByRole('tab', { name: 'Sharing' }).click();
    const sharingSaved = blockSaved(creator, 'after_posting');
    await post.getByRole('radio', { name: 'After they post' }).check();
    await sharingSaved;
    await post.getByRole('button', { name: 'Done editing Post' }).click();

    await toolbox.getByRole('button', { name: 'Gallery', exact: true }).click();
    const gallery = creator.getByRole('main').getByRole('article', { name: 'Gallery', exact: true });
    const sourceSaved = blockSaved(creator, 'sourceBlockId');
    await gallery.getByLabel('Pictures from').selectOption({ index: 1 });
    await sourceSaved;
    await gallery.getByRole('button', { name: 'Done editing Gallery' }).click();

    await toolbox.getByRole('button', { name: 'Class feed', exact: true }).click();
    const feed = creator.getByRole('main').getByRole('article', { name: 'Class feed', exact: true });
    await expect(feed.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    await feed.getByRole('button', { name: 'Done editing Class feed' }).click();
  });

  await test.step('two learners enrol, each in a browser of their own', async () => {
    for (const [who, person] of [
      ['first', FIRST],
      ['second', SECOND],
    ] as const) {
      const { context, page } = await enrolledLearner(browser, COURSE, person);
      contexts.push(context);
      if (who === 'first') first = page;
      else second = page;
    }
  });

  await test.step('the first learner asks for comments on their posts in a daily digest, where it is 8 now', async () => {
    await first.goto('/accounts/account-settings/');
    await first.getByRole('combobox', { name: 'Time zone' }).fill(await zoneInDigestHour());
    await first.getByRole('button', { name: 'Save time zone' }).click();
    await expect(first.getByText('Saved', { exact: false }).first()).toBeVisible();
    await first.goto('/accounts/notifications/');
    const frequency = first.getByRole('combobox', { name: 'Comments on my posts: email' });
    await frequency.selectOption({ label: 'Daily digest' });
    await expect(frequency).toHaveValue('daily');
  });

  await test.step('the first learner posts with an image', async () => {
    const feedRequest = first.waitForRequest((request) =>
      request.url().includes('/json/feed/read/getBlockFeed/'),
    );
    await first.goto(pagePath);
    const url = new URL((await feedRequest).url());
    feedTarget = {
      blockId: url.pathname.split('/').at(-1)!,
      cohortPath: url.searchParams.get('cohortPath') ?? '',
    };
    await expect(first.getByText(PROMPT)).toBeVisible();
    await expect(first.getByText('Post yours to see what others posted.')).toBeVisible();
    await first.getByRole('textbox', { name: 'Your post' }).fill(FIRST_POST);
    await first.getByLabel('Add an image').setInputFiles({
      name: 'station.png',
      mimeType: 'image/png',
      buffer: await picture('#0f766e'),
    });
    await expect(
      first.getByRole('list', { name: 'Attached' }).getByText('station.png', { exact: true }),
    ).toBeVisible();
    await first.getByRole('button', { name: 'Share', exact: true }).click();
    const mine = blockFeed(first).getByRole('article').filter({ hasText: FIRST_POST });
    await expect(mine).toBeVisible();
    await expect(
      mine.getByRole('img', { name: `Image station.png posted by ${FIRST.fullName}` }),
    ).toBeVisible();
  });

  await test.step('the block asks the first learner its question; they reflect, for them and their teachers', async () => {
    const mine = blockFeed(first).getByRole('article').filter({ hasText: FIRST_POST });
    await expect(mine.getByText(`Reflect: ${REFLECTION_QUESTION}`)).toBeVisible();
    await mine.getByRole('button', { name: 'Write your reflection' }).click();
    await mine.getByRole('textbox', { name: REFLECTION_QUESTION }).fill(REFLECTION);
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(mine.getByText(REFLECTION)).toBeVisible();
    await expect(mine.getByText('Only you and your teachers see this.')).toBeVisible();
  });

  await test.step('the second learner sees the others’ posts only once they have posted', async () => {
    await second.goto(pagePath);
    await expect(second.getByText('Post yours to see what others posted.')).toBeVisible();
    await expect(second.getByText(FIRST_POST)).toHaveCount(0);
    await second.getByRole('textbox', { name: 'Your post' }).fill(SECOND_POST);
    await second.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(blockFeed(second).getByRole('article').filter({ hasText: SECOND_POST })).toBeVisible();
    await expect(blockFeed(second).getByRole('article').filter({ hasText: FIRST_POST })).toBeVisible();
    await expect(second.getByText('Post yours to see what others posted.')).toHaveCount(0);
    // The first learner's reflection is theirs and their teachers', never a classmate's.
    await expect(second.getByText(REFLECTION)).toHaveCount(0);
  });

  await test.step('the second comments with an @mention and gives kudos; the first hears of it live', async () => {
    // The first follows the page they posted on: the second's post there was their first notification.
    await expect(first.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
      timeout: 10_000,
    });
    const theirs = blockFeed(second).getByRole('article').filter({ hasText: FIRST_POST });
    await theirs.getByRole('button', { name: /^Comments \(0\)$/ }).click();
    const box = theirs.getByRole('combobox', { name: 'Write a comment' });
    await box.fill(`${COMMENT} @${FIRST.fullName.slice(0, 3)}`);
    const option = second.getByRole('listbox', { name: 'People to mention' }).getByRole('option', {
      name: FIRST.fullName,
    });
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(theirs.getByText(COMMENT)).toBeVisible();
    await expect(theirs.getByRole('button', { name: /^Comments \(1\)$/ })).toBeVisible();
    const kudos = theirs.getByRole('button', { name: `Kudos 0 for the post by ${FIRST.fullName}` });
    await kudos.click();
    await expect(
      theirs.getByRole('button', { name: `Kudos 1 for the post by ${FIRST.fullName}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // No reload: the stream brings both to the first learner's open page.
    const bell = first.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toBeVisible({ timeout: 10_000 });
    await bell.click();
    const centre = first
      .getByRole('region', { name: 'Notifications' })
      .or(first.getByRole('menu', { name: 'Notifications' }));
    await expect(
      centre.getByText(`${SECOND.fullName} commented on your post`, { exact: false }),
    ).toBeVisible();
    await expect(
      centre.getByText(`${SECOND.fullName} gave kudos to your post`, { exact: false }),
    ).toBeVisible();
    expect(await seriousViolations(first)).toEqual([]);
    await centre.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(first.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('the comment reaches the first learner in their daily digest by mail', async () => {
    const digest = await waitForMail(FIRST.email, 'Your Kelas notifications of the day');
    expect(digest.text).toContain(`${SECOND.fullName} commented on your post`);
  });

  await test.step('the creator announces to the class; learners read it in the feed and hear of it', async () => {
    await creator.goto(`/cohorts/admin/?cohort=${feedTarget.cohortPath}&tab=moderation`);
    await creator.getByRole('textbox', { name: 'Your announcement' }).fill(ANNOUNCEMENT);
    await creator.getByRole('button', { name: 'Announce', exact: true }).click();
    await expect(creator.getByText('Your announcement was posted.')).toBeVisible();

    await expect(first.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
      timeout: 10_000,
    });
    await first.reload();
    const classFeed = first.getByRole('region', { name: 'Class feed' });
    await expect(classFeed.getByRole('article').filter({ hasText: ANNOUNCEMENT })).toBeVisible();
    expect(await seriousViolations(first)).toEqual([]);
  });

  await test.step('the creator reads the reflection and the class analytics', async () => {
    await creator.goto(pagePath.replace(/\?.*$/, ''));
    const theirs = blockFeed(creator).getByRole('article').filter({ hasText: FIRST_POST });
    await expect(theirs.getByText(`${FIRST.fullName}’s reflection`)).toBeVisible();
    await expect(theirs.getByText(REFLECTION)).toBeVisible();

    await creator.goto(`/cohorts/admin/?cohort=${feedTarget.cohortPath}&tab=analytics`);
    await expect(creator.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    const students = creator.getByRole('table', { name: 'Learners’ posts, comments and kudos' });
    // Each learner's posts, comments and kudos received.
    await expect(students.getByRole('row').filter({ hasText: SECOND.fullName })).toContainText(
      `${SECOND.fullName}110`,
    );
    await expect(students.getByRole('row').filter({ hasText: FIRST.fullName })).toContainText(
      `${FIRST.fullName}101`,
    );
    expect(await seriousViolations(creator)).toEqual([]);
    await creator.getByRole('tab', { name: 'Comments' }).click();
    await expect(creator).toHaveURL(/view=comments/);
    const latest = creator.getByRole('region', { name: 'Latest comments' });
    await expect(latest.getByRole('listitem').filter({ hasText: COMMENT })).toContainText(
      `On a post on the page ${PAGE_TITLE}`,
    );
    expect(await seriousViolations(creator)).toEqual([]);
  });

  await test.step('the gallery shows 16 pictures, and 16 more on request', async () => {
    // Sixteen more posts with a picture each, through the calls the composer makes.
    for (let index = 0; index < 16; index++) {
      const attachment = await call(
        first,
        `/api/post-media/?blockId=${feedTarget.blockId}&cohortPath=${encodeURIComponent(feedTarget.cohortPath)}`,
        {
          multipart: {
            file: {
              name: `step-${index}.png`,
              mimeType: 'image/png',
              buffer: await picture(`#${(index * 9 + 16).toString(16)}4a6b`),
            },
          },
        },
      );
      await call(first, '/json/feed/create', {
        data: { ...feedTarget, body: `<p>Step ${index} (${run})</p>`, attachments: [attachment] },
      });
    }
    await second.goto(pagePath);
    const gallery = second.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(16);
    await gallery.getByRole('button', { name: /load more/i }).click();
    await expect(gallery.getByRole('img')).toHaveCount(17);
    await gallery.getByRole('img').first().click();
    const lightbox = second.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await second.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });
});
