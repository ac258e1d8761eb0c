import { gunzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { decodeJWT, verifyJWT } from 'did-jwt';
import { Resolver } from 'did-resolver';
import { extractText, getDocumentProxy } from 'unpdf';
import { seriousViolations } from './axe';
import { displayedCourseWithPages, enrolledLearner, signUpFromBanner } from './journeys';
import { BASE_URL } from './playwright.config';

// Issue 14's certificate, walked through as people would. A creator turns their course into an
// OpenCreds course of 10 hours and designs its certificate in the designer, issued when a learner
// reaches 100% progress (axe on the designer). A learner reads both pages; their progress page
// says the certificate is on its way, then shows it, and the bell tells them. The PDF, read back,
// carries their name, the course and the code. A visitor in Malay scans the verification address
// (axe there), and the downloaded credential is checked with did-jwt against the published DID
// document, as any verifier would, failing once one character changes. The learner's profile
// shows it among their badges (axe). The creator revokes it with a reason: the verification page
// says so, and so does the revocation list's bit. Qualifications are not built yet.

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const run = Date.now().toString(36);
const COURSE = `e2e-certified-${run}`;
const COURSE_NAME = `Food Safety ${run}`;
const CREATOR = { fullName: 'Rina Wijaya', email: `cert-creator-${run}@example.test` };
const LEARNER = { fullName: 'Nur Aisyah binti Abdullah', email: `cert-learner-${run}@example.test` };
const PAGES = ['Handling food', 'Cleaning up'];
const REASON = 'Issued before the final assessment was marked';

const contexts: BrowserContext[] = [];
let creator: Page;
let learner: Page;
let code = '';

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

// did:web as its specification resolves it, over this server's plain http.
const resolver = new Resolver({
  web: async (_did, parsed) => {
    const [host] = parsed.id.split(':').map(decodeURIComponent);
    const reply = await fetch(`http://${host}/.well-known/did.json`);
    return reply.ok
      ? { didDocument: await reply.json(), didDocumentMetadata: {}, didResolutionMetadata: {} }
      : { didDocument: null, didDocumentMetadata: {}, didResolutionMetadata: { error: 'notFound' } };
  },
});
const verify = (jwt: string) => verifyJWT(jwt, { resolver, proofPurpose: 'assertionMethod' });

test('a creator certifies an OpenCreds course; a learner earns it, a visitor verifies it, the creator revokes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  await test.step('a creator makes an OpenCreds course of 10 hours and designs its certificate', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    creator = await context.newPage();
    await signUpFromBanner(creator, CREATOR.fullName, CREATOR.email);
    await displayedCourseWithPages(creator, {
      name: COURSE_NAME,
      code: COURSE,
      module: 'Basics',
      pages: PAGES,
    });
    await creator.goto(`/courses/admin/?action=general&course=${COURSE}`);
    await creator.getByLabel('Course type').selectOption('OPENCRED');
    await creator.getByLabel('Credential framework').selectOption('MALAYSIA');
    await creator.getByLabel('Learning hours').selectOption('10');
    await creator.getByLabel('Outcome 1').fill('Keep food safe from farm to fork');
    await creator.getByRole('button', { name: 'Save changes' }).click();
    await expect(creator.getByText('Your changes were saved.')).toBeVisible();

    await creator.getByRole('link', { name: 'Certificate design' }).click();
    await expect(creator).toHaveURL(`/certification/design/?course=${COURSE}`);
    await creator.getByLabel('Issue certificates for this course').check();
    await creator.getByLabel('When a learner reaches 100% progress').check();
    await creator.getByRole('button', { name: 'Add a signatory' }).click();
    await creator.getByLabel('Signatory 1: name').fill(CREATOR.fullName);
    await creator.getByLabel('Signatory 1: title').fill('Course lead');
    // The preview follows what is typed.
    await expect(creator.getByRole('figure', { name: 'Preview' }).getByText('Course lead')).toBeVisible();
    expect(await seriousViolations(creator)).toEqual([]);
    await creator.getByRole('button', { name: 'Save changes' }).click();
    await expect(creator.getByText('Your changes were saved.')).toBeVisible();
  });

  await test.step('a learner reads every page and receives the certificate, and hears of it', async () => {
    const enrolled = await enrolledLearner(browser, COURSE, LEARNER);
    contexts.push(enrolled.context);
    learner = enrolled.page;
    await learner.getByRole('link', { name: PAGES[1]! }).first().click();
    await expect(learner.getByRole('heading', { name: PAGES[1]! })).toBeVisible();
    await learner.goto(`/progress/?course=${COURSE}`);
    const certificate = learner.getByRole('region', { name: 'Certificate' });
    await expect(certificate.getByRole('link', { name: 'View certificate' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(learner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
      timeout: 10_000,
    });
    await learner.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(learner.getByText(`Your certificate of ${COURSE_NAME} is ready`)).toBeVisible();
    await learner.keyboard.press('Escape');

    await certificate.getByRole('link', { name: 'View certificate' }).click();
    await expect(learner).toHaveURL(/\/certificate-verification\/[0-9a-z]{5}-[0-9a-z]{5}\/$/);
    code = learner.url().split('/').at(-2)!.toUpperCase();
    await expect(learner.getByRole('status')).toContainText('This certificate is genuine and valid.');
  });

  await test.step('the PDF carries the learner’s name, the course and the code', async () => {
    const reply = await learner.request.get(`/api/certificates/${code}.pdf`);
    expect(reply.headers()['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(await reply.body()));
    const { text } = await extractText(document, { mergePages: true });
    for (const expected of [
      LEARNER.fullName,
      COURSE_NAME,
      code,
      '10 learning hours (OpenCreds, Malaysian framework)',
      'Course lead',
    ]) {
      expect(text).toContain(expected);
    }
  });

  await test.step('a visitor in Malay scans the verification address', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto('/');
    await visitor.getByTestId('language-menu').first().click();
    await visitor.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
    await visitor.goto(`/certificate-verification/${code.toLowerCase()}/`);
    await expect(visitor.getByRole('status')).toContainText('Sijil ini tulen dan sah.');
    await expect(visitor.getByText(LEARNER.fullName)).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
  });

  await test.step('the credential verifies against the published key, and not once tampered with', async () => {
    const reply = await fetch(`${BASE_URL}/api/certificates/${code}/credential.json`);
    const envelope = (await reply.json()) as { id: string; type: string };
    expect(envelope.type).toBe('EnvelopedVerifiableCredential');
    const jwt = envelope.id.replace('data:application/vc+jwt,', '');
    const { payload } = await verify(jwt);
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { achievement: { name: COURSE_NAME } },
    });
    const [header, body, signature] = jwt.split('.');
    const changed = Buffer.from(body!, 'base64url')
      .toString()
      .replace(LEARNER.fullName, 'Nur Aisyah binti Abdullaj');
    await expect(
      verify(`${header}.${Buffer.from(changed).toString('base64url')}.${signature}`),
    ).rejects.toThrow();
  });

  await test.step('the learner’s profile shows it among their badges', async () => {
    await learner
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(LEARNER.fullName) })
      .click();
    await learner.getByRole('menuitem', { name: 'Your profile' }).click();
    await learner
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Badges' })
      .click();
    await expect(learner.getByRole('link', { name: COURSE_NAME })).toBeVisible();
    await expect(learner.getByRole('checkbox', { name: 'Show on my public profile' })).toBeChecked();
    expect(await seriousViolations(learner)).toEqual([]);
  });

  await test.step('the creator revokes it: the verification page and the revocation list say so', async () => {
    await creator.goto(`/certification/students/?course=${COURSE}`);
    await creator.getByRole('button', { name: `Revoke ${LEARNER.fullName}’s certificate` }).click();
    const dialog = creator.getByRole('dialog');
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(creator.getByText(`${LEARNER.fullName}’s certificate was revoked.`)).toBeVisible();

    await learner.goto(`/certificate-verification/${code.toLowerCase()}/`);
    await expect(learner.getByRole('status')).toContainText('This certificate has been revoked.');
    await expect(learner.getByRole('status')).toContainText(REASON);

    const envelope = (await (await fetch(`${BASE_URL}/api/certificates/${code}/credential.json`)).json()) as {
      id: string;
    };
    const credential = decodeJWT(envelope.id.replace('data:application/vc+jwt,', '')).payload as {
      credentialStatus: { statusListIndex: string; statusListCredential: string };
    };
    const list = await verify(await (await fetch(credential.credentialStatus.statusListCredential)).text());
    const encoded = (list.payload.credentialSubject as { encodedList: string }).encodedList;
    // Multibase base64url ('u'), GZIP, then bit N counted from the first byte's left-most bit.
    const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    const index = Number(credential.credentialStatus.statusListIndex);
    expect((bits[index >> 3]! >> (7 - (index % 8))) & 1).toBe(1);
  });
});
