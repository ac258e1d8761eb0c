import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { blockSaved, createCourse, logInFromBanner, PASSWORD, signUpFromBanner } from './journeys';
import { linkIn, waitForMail } from './mail';

const MODULE_TITLE = 'Reading the data';
const PAGES = [
  { title: 'Where numbers come from', lead: 'Every number has ', bold: 'a source', tail: ' worth checking.' },
  { title: 'Charts that mislead', lead: 'A chart can ', bold: 'hide', tail: ' as much as it shows.' },
] as const;

/** Sign up through the banner's Sign up dialog, in a browser context of its own. */
async function signUpInNewContext(browser: Browser, fullName: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFromBanner(page, fullName, email);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(fullName) })).toBeVisible();
  return { context, page };
}

test('an admin runs a class: access code and invitations, two learners read, one completes, the admin exports the students and invites staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // An uncaught exception in any of the browsers fails the journey even when the screens look right.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`admin: ${error.message}`));
  const run = Date.now().toString(36);
  const code = `e2e-classes-${run}`;
  const courseName = `Data Literacy ${run}`;
  const className = `Evening cohort ${run}`;
  const accessCode = `JOIN${run}`.toUpperCase();
  const learnerA = { name: 'Siti Rahmah', email: `classes-a-${run}@example.test` };
  const learnerB = { name: 'Budi Santoso', email: `classes-b-${run}@example.test` };
  // Invited with A, never signs up: the second address of the invitation.
  const invitedOnly = `classes-c-${run}@example.test`;
  const pagePaths: string[] = [];
  let cohortPath = '';

  await test.step('a new creator signs up and builds a course with a module and two pages', async () => {
    await signUpFromBanner(page, 'Ayu Lestari', `classes-admin-${run}@example.test`);

    await createCourse(page, courseName, code);

    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.getByLabel('New module title').fill(MODULE_TITLE);
    await page.getByRole('button', { name: 'Add module' }).click();
    await expect(page.getByRole('heading', { level: 3, name: MODULE_TITLE })).toBeVisible();
    for (const { title } of PAGES) {
      await page.getByLabel(`New page in ${MODULE_TITLE}`).fill(title);
      await page.getByRole('button', { name: 'Add page', exact: true }).click();
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }
  });

  await test.step('each page gets rich text; the second page’s block counts towards progress', async () => {
    const editor = page.getByRole('main');
    const toolbox = page.getByRole('complementary', { name: 'Add a block' });
    const richText = editor.getByRole('article', { name: 'Rich text', exact: true });
    const textbox = richText.getByRole('textbox', { name: 'Rich text' });
    for (const [index, { title, lead, bold, tail }] of PAGES.entries()) {
      await page.goto(`/courses/admin/?action=course_builder&course=${code}`);
      await page.getByRole('link', { name: `Edit: ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/courses/${code}/[^/]+/\\?mode=edit$`));
      pagePaths.push(new URL(page.url()).pathname);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await toolbox.getByRole('button', { name: 'Rich text', exact: true }).click();
      await expect(richText.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
      const saved = blockSaved(page, `<strong>${bold}</strong>${tail}</p>`);
      await textbox.click();
      await textbox.pressSequentially(lead);
      await richText.getByRole('button', { name: 'Bold' }).click();
      await textbox.pressSequentially(bold);
      await richText.getByRole('button', { name: 'Bold' }).click();
      await textbox.pressSequentially(tail);
      await saved;

      if (index === 1) {
        await richText.getByRole('tab', { name: 'Progress' }).click();
        const contributorSaved = blockSaved(page, '"isProgressContributor":true');
        await richText.getByLabel('Counts towards progress').check();
        await contributorSaved;
      }
      await richText.getByRole('button', { name: 'Done editing Rich text' }).click();
      await expect(richText.locator('[data-widget-type="rich_text"] strong')).toHaveText(bold);
    }
  });

  await test.step('the admin creates a class with an access code in the class modal (axe-clean)', async () => {
    await page.goto(`/courses/admin/?action=classes&course=${code}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Classes' })).toBeVisible();
    await page.getByRole('button', { name: 'New class' }).click();
    const modal = page.getByRole('dialog', { name: 'New class' });
    await modal.getByLabel('Class name').fill(className);
    await modal.getByLabel('Enrolment type').selectOption('access_code');
    await modal.getByRole('textbox', { name: 'Access code' }).fill(accessCode);
    await expect(modal.getByRole('radio', { name: 'Self-paced' })).toBeChecked();
    // Valid as typed: no field is marked invalid (the modal shows reasons only).
    await expect(modal.locator('[aria-invalid="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Save class' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `The class ${className} was created.` }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: className });
    await expect(row).toContainText('Access code');
    await expect(row).toContainText('Self-paced');
    const manage = row.getByRole('link', { name: `Manage ${className}` });
    cohortPath = new URL((await manage.getAttribute('href'))!, page.url()).searchParams.get('cohort')!;
    expect(cohortPath).not.toBe('');
  });

  await test.step('the admin displays the course in the catalogue', async () => {
    await page.getByRole('link', { name: 'Landing page' }).click();
    await page.getByLabel('Display this course in the catalogue').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
  });

  await test.step('the admin pastes two addresses, one with its name, into the class admin’s invitations tab', async () => {
    await page.goto(`/courses/admin/?action=classes&course=${code}`);
    await page.getByRole('link', { name: `Manage ${className}` }).click();
    await expect(page).toHaveURL(/\/cohorts\/admin\/\?/);
    await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Class admin sections' })
      .getByRole('link', { name: 'Invitations' })
      .click();
    // As an address book pastes them: `Name <address>`, separated by a semicolon.
    await page.getByLabel('Email addresses').fill(`${learnerA.name} <${learnerA.email}>; ${invitedOnly}`);
    await expect(page.getByText('2 valid, 0 invalid')).toBeVisible();
    await page.getByRole('button', { name: 'Invite 2 addresses' }).click();
    const results = page.locator('section', { has: page.getByRole('heading', { name: 'Results' }) });
    await expect(results.getByRole('status')).toHaveText('The invitations were processed.');
    for (const email of [learnerA.email, invitedOnly]) {
      await expect(results.getByRole('listitem').filter({ hasText: email })).toContainText(
        'Pending enrolled',
      );
    }
  });

  await test.step('learner A signs up from the invitation mail, lands enrolled, reads both pages and sees 100%', async () => {
    const mail = await waitForMail(learnerA.email, `You are invited to join ${className} on Kelas`);
    const link = linkIn(mail, '/cohorts/invitation/');
    const context = await browser.newContext();
    const learner = await context.newPage();
    learner.on('pageerror', (error) => pageErrors.push(`learner A: ${error.message}`));
    await learner.goto(link);
    const main = learner.getByRole('main');
    await expect(
      main.getByText(`You are invited to join the class ${className} of the course ${courseName}.`),
    ).toBeVisible();
    await expect(main.getByLabel('Email address')).toHaveValue(learnerA.email);
    await main.getByLabel('Full name').fill(learnerA.name);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('I agree to the terms of service').check();
    await main.getByRole('button', { name: 'Create account' }).click();
    // Signed up from the invitation: A is in the class and taken straight into the course.
    await expect(learner).toHaveURL(new RegExp(`${pagePaths[0]}`));
    await expect(
      learner.getByRole('banner').getByRole('button', { name: new RegExp(learnerA.name) }),
    ).toBeVisible();
    await learner.goto('/progress/');
    await expect(learner.getByRole('heading', { level: 2, name: courseName })).toBeVisible();
    await expect(learner.getByText(`Class: ${className}`)).toBeVisible();

    // Opening the invitation again, signed in, offers the join, which leads into the course.
    await learner.goto(link);
    await main.getByRole('button', { name: 'Join the class' }).click();
    await expect(learner).toHaveURL(new RegExp(`${pagePaths[0]}`));
    await expect(learner.getByRole('heading', { level: 1, name: PAGES[0].title })).toBeVisible();
    await expect(main.locator('[data-widget-type="rich_text"] strong')).toHaveText(PAGES[0].bold);

    // A completes the course: the second page's block is a progress contributor, marked done.
    await learner.goto(`${pagePaths[1]}?mode=view`);
    await expect(learner.getByRole('heading', { level: 1, name: PAGES[1].title })).toBeVisible();
    await expect(main.locator('[data-widget-type="rich_text"]')).toHaveText(
      PAGES[1].lead + PAGES[1].bold + PAGES[1].tail,
    );
    const markAsDone = main.getByRole('button', { name: 'Mark as done' });
    await expect(markAsDone).toHaveAttribute('aria-pressed', 'false');
    await markAsDone.click();
    await expect(main.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');

    await learner.goto('/progress/');
    const bar = learner.getByRole('progressbar', { name: `Progress in ${courseName}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100% complete');
    await expect(learner.getByText('2 of 2 pages completed')).toBeVisible();
    await context.close();
  });

  await test.step('learner B signs up, joins the class with the access code and reads a page', async () => {
    const { context, page: learner } = await signUpInNewContext(browser, learnerB.name, learnerB.email);
    learner.on('pageerror', (error) => pageErrors.push(`learner B: ${error.message}`));
    await learner.goto(`/courses/${code}/`);
    await expect(learner.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
    const join = learner.locator('section#join');
    await expect(join.getByRole('heading', { level: 2, name: 'Join a class' })).toBeVisible();
    const card = join.getByRole('article', { name: className });
    await card.getByRole('textbox', { name: 'Access code' }).fill(accessCode.toLowerCase());
    await card.getByRole('button', { name: 'Enrol with access code' }).click();
    await expect(learner).toHaveURL(`${pagePaths[0]}?mode=view`);
    const main = learner.getByRole('main');
    await expect(learner.getByRole('heading', { level: 1, name: PAGES[0].title })).toBeVisible();
    await expect(main.locator('[data-widget-type="rich_text"] strong')).toHaveText(PAGES[0].bold);

    await learner.goto('/progress/');
    const bar = learner.getByRole('progressbar', { name: `Progress in ${courseName}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(learner.getByText('1 of 2 pages completed')).toBeVisible();
    await context.close();
  });

  await test.step('the admin sees both learners with their progress and downloads the CSV (axe-clean)', async () => {
    await page.goto(`/courses/admin/?action=students&course=${code}`);
    await page.getByLabel('Class', { exact: true }).selectOption(cohortPath);
    await expect(page).toHaveURL(new RegExp(`cohort=${cohortPath}`));
    const table = page.getByRole('table', { name: 'Learners of the class' });
    const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });
    await expect(rowOf(learnerA.email)).toContainText(learnerA.name);
    await expect(rowOf(learnerB.email)).toContainText(learnerB.name);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(
      rowOf(learnerA.email).getByRole('progressbar', { name: `Progress of ${learnerA.name}` }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(
      rowOf(learnerB.email).getByRole('progressbar', { name: `Progress of ${learnerB.name}` }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Page 1 of 1 (2 learners)')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const downloadLink = page.getByRole('link', { name: 'Download CSV' });
    await expect(downloadLink).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('The CSV is ready.')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'name,e-mail,progress %,completed pages,total pages,last active,learning time (minutes),enrolled at',
    );
    const lineOf = (email: string) => lines.find((line) => line.includes(email)) ?? '';
    expect(lineOf(learnerA.email)).toContain(learnerA.name);
    expect(lineOf(learnerA.email)).toContain(`${learnerA.email},100,2,2,`);
    expect(lineOf(learnerB.email)).toContain(learnerB.name);
    expect(lineOf(learnerB.email)).toContain(`${learnerB.email},50,1,2,`);
    expect(csv).not.toContain(invitedOnly);
  });

  await test.step('the class admin’s invitations list shows A enrolled and the other address still pending', async () => {
    await page.goto(`/cohorts/admin/?cohort=${cohortPath}&tab=invitations`);
    const list = page.locator('section', {
      has: page.getByRole('heading', { name: 'Invitations of this class' }),
    });
    await expect(list.getByRole('row').filter({ hasText: learnerA.email })).toContainText('Accepted');
    await expect(list.getByRole('row').filter({ hasText: invitedOnly })).toContainText('Pending enrolled');
  });

  await test.step('the admin invites A to the staff: A accepts from the invitations notice and is a facilitator', async () => {
    await page
      .getByRole('navigation', { name: 'Class admin sections' })
      .getByRole('link', { name: 'Staff' })
      .click();
    // The Invitations tab has an address box too: wait for the Staff tab before typing.
    await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(learnerA.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page.getByText(
        `An invitation was sent to ${learnerA.email} to be Facilitator. The role is theirs once they accept.`,
      ),
    ).toBeVisible();
    const pending = page.getByRole('table', { name: 'Staff invitations not yet accepted' });
    await expect(pending.getByRole('row').filter({ hasText: learnerA.email })).toContainText(
      'Waiting for an answer',
    );
    await expect(page.getByRole('table', { name: 'Staff of this class' })).toHaveCount(0);

    const context = await browser.newContext();
    const learner = await context.newPage();
    learner.on('pageerror', (error) => pageErrors.push(`learner A (staff): ${error.message}`));
    await logInFromBanner(learner, learnerA.email, PASSWORD);
    const notice = learner.getByRole('complementary', { name: 'Your invitations' });
    await expect(
      notice.getByText(
        `You are invited to be a facilitator of the class ${className} of the course ${courseName}.`,
      ),
    ).toBeVisible();
    await notice.getByRole('button', { name: `Accept the invitation to ${className}` }).click();
    await expect(learner).toHaveURL(/\/cohorts\/admin\/\?/);
    await expect(learner.getByRole('heading', { level: 1, name: className })).toBeVisible();
    await context.close();

    await page.reload();
    const staff = page.getByRole('table', { name: 'Staff of this class' });
    await expect(staff.getByRole('row').filter({ hasText: learnerA.email })).toContainText('Facilitator');
    await expect(page.getByRole('table', { name: 'Staff invitations not yet accepted' })).toHaveCount(0);
  });

  expect(pageErrors).toEqual([]);
});
