import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { blockSaved, displayedCourseWithPages, enrolledLearner, signUpFromBanner } from './journeys';
import { translation } from './locales';

// Issue 13's groups and portfolios, walked through as people would. A creator builds a course with
// a page of a post block and a page for one group type only, creates a closed "Project team" group
// in the default class and restricts the page to that type in its page settings. A learner outside
// the group is told so in the §6 sentence, asks to join, is approved by the creator and then reads
// the page. The learner posts twice, hides one post in My portfolio (the counters move), publishes
// it with a headline; a visitor sees the shown post on the public page and not the hidden one (axe
// finds nothing serious on either). In Indonesian, the learner reads the groups and the portfolio.
//
// The daily digest is not walked here: its job runs at minute 5 of each hour and mails what fell due
// at 08:00 in the person's time zone, so the browser cannot bring it on without waiting up to an
// hour; server/domains/notifications/notification-mail.test.ts covers it.

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const run = Date.now().toString(36);
const lettersOnly = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const COURSE = `e2e-groups-${run}`;
const COURSE_NAME = `Groups Journey ${run}`;
const MODULE = 'Working in teams';
const POST_PAGE = 'Show your work';
const TEAM_PAGE = 'Team brief';
const GROUP_TYPE = 'Project team';
const GROUP = `Solar builders ${run}`;
const CREATOR = { fullName: 'Sari Wulandari', email: `groups-creator-${run}@example.test` };
const LEARNER = { fullName: `Budi ${lettersOnly(run)} Santoso`, email: `groups-learner-${run}@example.test` };
const SHOWN_POST = `A solar oven from a pizza box (${run})`;
const HIDDEN_POST = `My first, messy sketch (${run})`;
const HEADLINE = 'Maker of small solar things';
const REQUIRED = `You must be in a "${GROUP_TYPE}" group to access this page`;

/** A catalogue string of `language` with its values put in (`{{name}}`, `{{count}}`). */
const say = (language: 'en' | 'id', key: string, values: Record<string, string | number> = {}) =>
  translation(language, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

let creator: Page;
let learner: Page;
const contexts: BrowserContext[] = [];
let cohortPath = '';
let teamPagePath = '';
let postPagePath = '';
let publicPath = '';

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

test('staff make a closed group and a group-only page; a learner joins, posts and publishes a portfolio', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  await test.step('a creator builds a course with a post page and a team page', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    creator = await context.newPage();
    await signUpFromBanner(creator, CREATOR.fullName, CREATOR.email);
    await displayedCourseWithPages(creator, {
      name: COURSE_NAME,
      code: COURSE,
      module: MODULE,
      pages: [POST_PAGE, TEAM_PAGE],
    });

    await creator.goto(`/courses/admin/?action=course_builder&course=${COURSE}`);
    const viewHref = async (title: string) =>
      new URL(
        (await creator.getByRole('link', { name: `View: ${title}` }).getAttribute('href'))!,
        creator.url(),
      ).pathname;
    teamPagePath = await viewHref(TEAM_PAGE);
    postPagePath = await viewHref(POST_PAGE);

    await creator.getByRole('link', { name: `Edit: ${POST_PAGE}` }).click();
    await expect(creator).toHaveURL(new RegExp(`/courses/${COURSE}/[^/]+/\\?mode=edit$`));
    const toolbox = creator.getByRole('complementary', { name: 'Add a block' });
    await toolbox.getByRole('button', { name: 'Post', exact: true }).click();
    const post = creator.getByRole('main').getByRole('article', { name: 'Post', exact: true });
    await expect(post.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    const promptSaved = blockSaved(creator, 'Show the class');
    await post.getByRole('textbox', { name: 'Prompt' }).fill('Show the class what your team made.');
    await promptSaved;
    await post.getByRole('button', { name: 'Done editing Post' }).click();
  });

  await test.step('the creator creates a closed "Project team" group from the class admin Groups tab', async () => {
    await creator.goto(`/courses/admin/?action=classes&course=${COURSE}`);
    // Every course has a default class, named after it.
    const manage = creator.getByRole('link', { name: `Manage ${COURSE_NAME}` });
    cohortPath = new URL((await manage.getAttribute('href'))!, creator.url()).searchParams.get('cohort')!;
    await manage.click();
    await creator
      .getByRole('navigation', { name: 'Class admin sections' })
      .getByRole('link', { name: 'Groups' })
      .click();
    await creator.getByRole('link', { name: 'Open the class’s groups' }).click();
    await expect(creator.getByRole('heading', { level: 1, name: `Groups of ${COURSE_NAME}` })).toBeVisible();
    await creator.getByRole('button', { name: 'Create a group' }).click();
    const form = creator.getByRole('region', { name: 'New group' });
    await form.getByLabel('Name').fill(GROUP);
    await form.getByLabel('Group type').fill(GROUP_TYPE);
    await form.getByLabel(/^Closed: people ask to join/).check();
    await form.getByRole('button', { name: 'Create group' }).click();
    const card = creator.getByRole('listitem', { name: GROUP });
    await expect(card).toContainText(`${GROUP_TYPE} · Closed`);
  });

  await test.step('the creator restricts the team page to the group type in its page settings', async () => {
    await creator.goto(`/courses/admin/?action=course_builder&course=${COURSE}`);
    await creator.getByRole('button', { name: `Settings: ${TEAM_PAGE}` }).click();
    const dialog = creator.getByRole('dialog', { name: 'Page settings' });
    await dialog.getByLabel('Group type (optional)').fill(GROUP_TYPE);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  await test.step('a learner outside the group is told so, asks to join, is approved and reads the page', async () => {
    const { context, page } = await enrolledLearner(browser, COURSE, LEARNER);
    contexts.push(context);
    learner = page;
    await learner.goto(teamPagePath);
    await expect(learner.getByRole('alert').filter({ hasText: 'You must be in' })).toHaveText(REQUIRED);
    await expect(learner.getByRole('heading', { level: 1, name: TEAM_PAGE })).toHaveCount(0);

    await learner.getByRole('link', { name: 'Find a group to join' }).click();
    const card = learner.getByRole('listitem', { name: GROUP });
    await card.getByRole('button', { name: 'Request to join' }).click();
    await expect(card.getByText('Request pending')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

    await creator.goto(`/cohorts/admin/?cohort=${cohortPath}&tab=groups`);
    await creator.getByRole('link', { name: 'Open the class’s groups' }).click();
    await expect(creator.getByRole('listitem', { name: GROUP })).toContainText('1 request');
    await creator.getByRole('link', { name: GROUP }).click();
    await expect(creator.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    const requests = creator.getByRole('region', { name: 'Requests to join' });
    await requests.getByRole('button', { name: `Approve ${LEARNER.fullName}` }).click();
    await expect(requests.getByText('No one is waiting to join.')).toBeVisible();
    await expect(creator.getByRole('region', { name: 'Members' })).toContainText(LEARNER.fullName);

    await learner.goto(teamPagePath);
    await expect(learner.getByRole('heading', { level: 1, name: TEAM_PAGE })).toBeVisible();
    await expect(learner.getByText(REQUIRED)).toHaveCount(0);
  });

  await test.step('the learner posts twice, hides one from their portfolio and publishes it', async () => {
    await learner.goto(postPagePath);
    const feed = learner.getByRole('region', { name: 'Posts' });
    for (const body of [HIDDEN_POST, SHOWN_POST]) {
      await learner.getByRole('textbox', { name: 'Your post' }).fill(body);
      await learner.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(feed.getByRole('article').filter({ hasText: body })).toBeVisible();
    }

    await learner
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(LEARNER.fullName) })
      .click();
    await learner.getByRole('menuitem', { name: 'My portfolio' }).click();
    await expect(learner).toHaveURL(/\/accounts\/portfolio\/$/);
    await expect(learner.getByRole('heading', { level: 1, name: 'My portfolio' })).toBeVisible();
    const posts = learner.getByRole('region', { name: 'Your posts' });
    await expect(posts.getByRole('status')).toHaveText('2 shown · 0 hidden');
    const sketch = posts.getByRole('article').filter({ hasText: HIDDEN_POST });
    await sketch.getByRole('button', { name: 'Hide this post from your public page' }).click();
    await expect(posts.getByRole('status')).toHaveText('1 shown · 1 hidden');
    await expect(sketch.getByText('Hidden from your public page')).toBeVisible();
    await expect(sketch.getByRole('button', { name: 'Show this post on your public page' })).toBeVisible();

    const publish = learner.getByRole('region', { name: 'Public page' });
    await publish.getByLabel(/^Publish my portfolio/).check();
    await publish.getByRole('textbox', { name: 'Headline' }).fill(HEADLINE);
    await publish.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(publish.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const link = publish.getByRole('link', { name: /\/u\/[^/]+\/portfolio\/$/ });
    publicPath = new URL((await link.getAttribute('href'))!, learner.url()).pathname;
    expect(publicPath).toMatch(/^\/u\/[a-z0-9-]+\/portfolio\/$/);
    expect(await seriousViolations(learner)).toEqual([]);
  });

  await test.step('a visitor sees the shown post on the public page, not the hidden one', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole('heading', { level: 1, name: LEARNER.fullName })).toBeVisible();
    await expect(visitor.getByText(HEADLINE)).toBeVisible();
    await expect(visitor.getByText(SHOWN_POST)).toBeVisible();
    await expect(visitor.getByText(COURSE_NAME).first()).toBeVisible();
    await expect(visitor.getByText(HIDDEN_POST)).toHaveCount(0);
    await expect(visitor.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
  });

  await test.step('in Indonesian, the learner reads their class’s groups and their portfolio', async () => {
    await learner.getByTestId('language-menu').first().click();
    await learner.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
    await expect(learner.locator('html')).toHaveAttribute('lang', 'id');
    await expect(
      learner.getByRole('heading', { level: 1, name: say('id', 'portfolio.mine.title') }),
    ).toBeVisible();
    const posts = learner.getByRole('region', { name: say('id', 'portfolio.mine.postsTitle') });
    await expect(posts.getByRole('status')).toHaveText(
      say('id', 'portfolio.mine.counts', { shown: 1, hidden: 1 }),
    );
    await expect(
      posts
        .getByRole('article')
        .filter({ hasText: HIDDEN_POST })
        .getByRole('button', { name: say('id', 'portfolio.mine.showLabel') }),
    ).toBeVisible();
    await expect(
      learner
        .getByRole('region', { name: say('id', 'portfolio.publish.title') })
        .getByLabel(say('id', 'portfolio.publish.headline')),
    ).toHaveValue(HEADLINE);

    await learner.goto(`/cohorts/groups/?cohort=${cohortPath}`);
    await expect(learner.locator('html')).toHaveAttribute('lang', 'id');
    await expect(
      learner.getByRole('heading', {
        level: 1,
        name: say('id', 'groups.heading', { className: COURSE_NAME }),
      }),
    ).toBeVisible();
    const card = learner.getByRole('listitem', { name: GROUP });
    await expect(card).toContainText(
      `${GROUP_TYPE} · ${say('id', 'groups.closed')} · ${say('id', 'groups.members_one', { count: 1 })}`,
    );
    await expect(card.getByText(say('id', 'groups.youMember'))).toBeVisible();
    await expect(card.getByRole('button', { name: say('id', 'groups.leave') })).toBeVisible();
    expect(await seriousViolations(learner)).toEqual([]);
  });
});
