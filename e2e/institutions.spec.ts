import { readFileSync } from 'node:fs';
import { type Download, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { createInstitution, displayedCourseWithPages, PASSWORD, signUpFromBanner } from './journeys';
import { linkIn, waitForMail } from './mail';

// An institution's first hour: its creator makes it, adds a course of theirs, turns on automatic
// membership for a mail domain and invites three people from a CSV file; one signs up from the
// mailed link and is a member at once, and someone at the domain signs up uninvited and joins when
// their address is confirmed; the team sees them among the members, the others waiting, and in
// its student data (whose CSV downloads), reports (a completion CSV too) and usage.
// The team then builds the institution's portal (words, a question, a text section, a logo, its
// colours), which a visitor opens at /{path}/, and makes it private: a visitor is asked to log in.
/** The text of a file the browser downloaded. */
async function downloaded(download: Promise<Download>): Promise<string> {
  return readFileSync((await (await download).path()) ?? '', 'utf8');
}

test('a creator makes an institution, adds a course, sets automatic membership, invites people who join and builds its portal', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const owner = { name: 'Ratna Dewi', email: `ratna-${run}@e2e.example` };
  const institution = { name: `Kota College ${run}`, path: `kota-${run}` };
  const course = { name: `Campus Writing ${run}`, code: `campus-writing-${run}` };
  const domain = `school-${run}.example`;
  const joiner = { name: 'Bima Putra', email: `bima-${run}@${domain}` };
  const waiting = `sari-${run}@${domain}`;
  const third = `tono-${run}@elsewhere-${run}.example`;
  const signer = { name: 'Dian Sastro', email: `dian-${run}@${domain}` };
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await test.step('the creator signs up and creates the institution, then a course of their own in the catalogue', async () => {
    await signUpFromBanner(page, owner.name, owner.email);
    await createInstitution(page, institution);
    await displayedCourseWithPages(page, { ...course, module: 'Getting started', pages: ['Welcome'] });
  });

  await test.step('the top bar leads to the institution, where the course is added', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Institutions' }).click();
    await page.getByRole('menuitem', { name: new RegExp(institution.name) }).click();
    await expect(page).toHaveURL(/\/institution\/admin\/\?/);
    await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: course.name });
    await page.getByRole('button', { name: 'Add the course' }).click();
    await expect(page.getByText(`${course.name} was added.`)).toBeVisible();
    await expect(page.getByRole('link', { name: course.name })).toHaveAttribute(
      'href',
      `/courses/${course.code}/`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('automatic membership is turned on for the school’s domain, saved as it is typed', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByText('0 of 25 learners')).toBeVisible();
    await page.getByRole('button', { name: 'Add a domain' }).click();
    await page.getByRole('textbox', { name: 'Mail domain 1', exact: true }).fill(`@${domain.toUpperCase()}`);
    await page.getByLabel('Turn on automatic membership').check();
    await expect(page.getByText('Your change was saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Mail domain 1', exact: true })).toHaveValue(domain);
    await expect(page.getByLabel('Turn on automatic membership')).toBeChecked();
  });

  await test.step('three people are invited from a CSV file, one of its entries no address', async () => {
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email\n${joiner.email}\n${waiting}\n${third}\n`),
    });
    await expect(page.getByLabel('E-mail addresses')).toHaveValue(/bima-/);
    await expect(page.getByText('3 valid, 1 invalid, 0 left out')).toBeVisible();
    await page.getByRole('button', { name: 'Send 3 invitations' }).click();
    await expect(page.getByText('Invited: 3 · Already members: 0 · Not invited: 0')).toBeVisible();
    const pending = page.locator('section', {
      has: page.getByRole('heading', { name: 'Invitations waiting for an answer' }),
    });
    await expect(pending.getByText(joiner.email)).toBeVisible();
    await expect(pending.getByText(waiting)).toBeVisible();
    await expect(pending.getByText(third)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('one signs up from the mailed link and is a member at once', async () => {
    const mail = await waitForMail(joiner.email, `You are invited to join ${institution.name} on Kelas`);
    const context = await browser.newContext();
    const invited = await context.newPage();
    invited.on('pageerror', (error) => pageErrors.push(`invited: ${error.message}`));
    await invited.goto(linkIn(mail, '/institution/invitation/'));
    const main = invited.getByRole('main');
    await expect(main.getByText(`You are invited to join ${institution.name} as a learner.`)).toBeVisible();
    expect(await seriousViolations(invited)).toEqual([]);
    await expect(main.getByLabel('Email address')).toHaveValue(joiner.email);
    await main.getByLabel('Full name').fill(joiner.name);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('I agree to the terms of service').check();
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(main.getByText(`You are a member of ${institution.name}.`)).toBeVisible();
    await context.close();
  });

  await test.step('someone at the school’s domain signs up uninvited and joins once their address is confirmed', async () => {
    const context = await browser.newContext();
    const learner = await context.newPage();
    learner.on('pageerror', (error) => pageErrors.push(`signer: ${error.message}`));
    await signUpFromBanner(learner, signer.name, signer.email);
    const mail = await waitForMail(signer.email, 'Confirm your email address for Kelas');
    await learner.goto(linkIn(mail, '/accounts/verify-email/'));
    await expect(learner.getByText(`Thank you! ${signer.email} is confirmed.`)).toBeVisible();
    await context.close();
  });

  await test.step('the team sees the member, how they joined, and the one still waiting', async () => {
    await page.reload();
    const members = page.locator('section', { has: page.getByRole('heading', { name: 'Members' }) });
    const row = members.getByRole('row').filter({ hasText: joiner.email });
    await expect(row).toContainText(joiner.name);
    await expect(row).toContainText('Invitation');
    await expect(members.getByRole('row').filter({ hasText: signer.email })).toContainText('Automatic');
    await expect(page.getByText('2 of 25 learners')).toBeVisible();
    const pending = page.locator('section', {
      has: page.getByRole('heading', { name: 'Invitations waiting for an answer' }),
    });
    await expect(pending.getByText(waiting)).toBeVisible();
    await expect(pending.getByText(joiner.email)).toHaveCount(0);
  });

  await test.step('the team builds the portal: words, a question, a section, a logo and its colours', async () => {
    await page.getByRole('tab', { name: 'Portal' }).click();
    const words = page.getByRole('region', { name: 'Words' });
    await words.getByLabel('Headline').fill('Write your way into campus');
    await words.getByLabel('Introduction').fill('Short courses for every new student.');
    await words.getByRole('button', { name: 'Save' }).click();
    await expect(words.getByText('Saved')).toBeVisible();

    const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
    await faqs.getByRole('button', { name: 'Add a question' }).click();
    await faqs.getByLabel('Question', { exact: true }).fill('Who can enrol?');
    await faqs.getByRole('button', { name: 'Save' }).click();
    // An answer is required: the reason stands by its field, and the question stays.
    await expect(faqs.getByText('Fill this in, or remove the entry.')).toBeVisible();
    await expect(faqs.getByLabel('Question', { exact: true })).toHaveValue('Who can enrol?');
    await faqs.getByLabel('Answer').fill(`Every student with an address at ${domain}.`);
    await faqs.getByRole('button', { name: 'Save' }).click();
    await expect(faqs.getByText('Saved')).toBeVisible();

    const sections = page.getByRole('region', { name: 'Page sections' });
    await sections.getByRole('button', { name: 'Add a section' }).click();
    const added = sections.getByRole('group', { name: 'Section 4' });
    await added.getByLabel('Kind').selectOption('text');
    await added.getByLabel('Title').fill('Our campus');
    await added.getByLabel('Text').fill('Two libraries.\n\nOne café.');
    await sections.getByRole('button', { name: 'Save' }).click();
    await expect(sections.getByText('Saved')).toBeVisible();

    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Choose a logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByText('The logo was saved.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByLabel('Primary colour', { exact: true }).fill('#7c2d12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
  });

  await test.step('a visitor opens the portal at its address, and is asked to log in once it is private', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    visitor.on('pageerror', (error) => pageErrors.push(`visitor: ${error.message}`));
    const opened = await visitor.goto(`/${institution.path}/`);
    expect(opened?.status()).toBe(200);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Write your way into campus' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Our campus' })).toBeVisible();
    await expect(visitor.getByText('Two libraries.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: course.name })).toBeVisible();
    await visitor.getByText('Who can enrol?').click();
    await expect(visitor.getByText(`Every student with an address at ${domain}.`)).toBeVisible();
    await expect(
      visitor.getByRole('navigation', { name: `${institution.name} portal` }).locator('img'),
    ).toHaveAttribute('src', /^\/media\/institution-logos\//);
    expect(await seriousViolations(visitor)).toEqual([]);

    await page.getByRole('tab', { name: 'Portal' }).click();
    await page.getByLabel('Only the institution’s members and team').check();
    await expect(
      page.getByRole('region', { name: 'Access and visibility' }).getByText('Your change was saved'),
    ).toBeVisible();
    await visitor.reload();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This portal is for members' }),
    ).toBeVisible();
    expect((await visitor.goto('/no-such-portal-here/'))?.status()).toBe(404);
    await context.close();
  });

  await test.step('the team answers the survey, then reads its reports and usage', async () => {
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('link', { name: 'Answer the survey' }).click();
    await expect(
      page.getByText('Your institution is asked to answer before paying for a plan.'),
    ).toBeVisible();
    await page.getByLabel('What kind of organisation is it?').selectOption('university');
    await page.getByLabel('How many learners do you expect?').selectOption('upTo100');
    await page.getByLabel('Run online courses').check();
    await page.getByLabel('When do you plan to start?').selectOption('now');
    await page.getByRole('button', { name: 'Submit the survey' }).click();
    await expect(page.getByText(`Submitted by ${owner.name} on`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Reports' }).click();
    const report = page.getByRole('region', { name: course.name });
    await expect(report.getByRole('row').first()).toBeVisible();
    await report.getByRole('button', { name: 'Show learners of All classes' }).click();
    await expect(page.getByRole('region', { name: `${course.name}: All classes` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const completion = page.waitForEvent('download');
    await report.getByRole('link', { name: 'Download CSV of All classes' }).click();
    expect(await downloaded(completion)).toMatch(/^\uFEFF?name,e-mail,/);

    await page.getByRole('link', { name: 'Usage' }).click();
    await expect(page.getByRole('region', { name: 'Active learners' })).toBeVisible();
    await expect(page.getByText(/active learners? so far, with a learner limit of 25\./)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Student data' }).click();
    const learners = page.getByRole('table', { name: 'The institution’s learners' });
    await expect(learners.getByRole('row').filter({ hasText: joiner.email })).toContainText(joiner.name);
    await expect(learners.getByRole('row').filter({ hasText: signer.email })).toContainText(signer.name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const students = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csv = await downloaded(students);
    expect(csv).toContain(joiner.email);
    expect(csv).toContain(signer.email);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Portal' }).click();
  });

  await test.step('the institution reads in Indonesian too', async () => {
    await page.getByTestId('language-menu').first().click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('heading', { name: 'Akses dan visibilitas' })).toBeVisible();
  });

  expect(pageErrors).toEqual([]);
});
