import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { blockSaved, createCourse, signUpFromBanner } from './journeys';

const VIDEO_LINK = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const FIRST_TEXT = 'Sourdough needs a lively starter.';
const SECOND_TEXT = ' Feed it twice a day.';
const ALT = 'A loaf of sourdough with a dark, blistered crust';

/** A word no other course holds: letters only, so the catalogue's full-text search keeps it whole. */
const unusualWord = () =>
  `zymurgy${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)))}`;

test('a creator builds a page with text, image and video in a calm editor, restores an earlier version, and a visitor finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // An uncaught exception in the editor (or the visitor's pages) fails the journey even when the screen looks right.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const code = `e2e-editor-${Date.now()}`;
  const word = unusualWord();
  const courseName = `Sourdough Basics ${code}`;
  const moduleTitle = 'The starter';
  const pageTitle = 'Feeding the starter';
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 140, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();

  await test.step('sign up and create a course with a module and a page', async () => {
    await signUpFromBanner(page, 'Rani Wibisono', `${code}@example.test`);

    await createCourse(page, courseName, code);

    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Modules and pages' })).toBeVisible();
    await page.getByLabel('New module title').fill(moduleTitle);
    await page.getByRole('button', { name: 'Add module' }).click();
    await expect(page.getByRole('heading', { level: 3, name: moduleTitle })).toBeVisible();
    await page.getByLabel(`New page in ${moduleTitle}`).fill(pageTitle);
    await page.getByRole('button', { name: 'Add page', exact: true }).click();
    await expect(page.getByText(pageTitle, { exact: true })).toBeVisible();
  });

  const editor = page.getByRole('main');
  const toolbox = page.getByRole('complementary', { name: 'Add a block' });
  const richText = editor.getByRole('article', { name: 'Rich text', exact: true });
  const textbox = richText.getByRole('textbox', { name: 'Rich text' });

  await test.step('open the page in edit mode from the course builder and write rich text', async () => {
    await page.getByRole('link', { name: 'Course builder' }).click();
    await page.getByRole('link', { name: `Edit: ${pageTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${code}/[^/]+/\\?mode=edit$`));
    await expect(page.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
    await expect(editor.getByText('This page has no blocks yet.')).toBeVisible();
    await expect(page.getByText('Your change will be automatically saved')).toBeVisible();
    // The course outline beside the editor moves between pages in edit mode.
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    await expect(outline.getByRole('link', { name: pageTitle })).toHaveAttribute('aria-current', 'page');
    await expect(outline.getByRole('link', { name: pageTitle })).toHaveAttribute('href', /\?mode=edit$/);

    await toolbox.getByRole('button', { name: 'Rich text', exact: true }).click();
    await expect(richText.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');

    // The server answers a save in a few milliseconds here, too fast for a poll to see 'being
    // saved' every time; holding the first save's request for a moment makes that state last
    // long enough to assert without changing what the editor does.
    await page.route('**/json/layout/update/updateBlock/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const saved = blockSaved(page, '<strong>lively</strong> starter.</p>');
    await textbox.click();
    await textbox.pressSequentially('Sourdough needs a ');
    await richText.getByRole('button', { name: 'Bold' }).click();
    await textbox.pressSequentially('lively');
    await richText.getByRole('button', { name: 'Bold' }).click();
    await textbox.pressSequentially(' starter.');
    await expect(page.getByText('Your change is being saved')).toBeVisible();
    await expect(page.getByText('Your change was saved')).toBeVisible();
    await saved;
    await page.unroute('**/json/layout/update/updateBlock/**');
    // Then it fades back to its normal wording.
    await expect(page.getByText('Your change will be automatically saved')).toBeVisible();

    await richText.getByRole('button', { name: 'Done editing Rich text' }).click();
    await expect(richText.locator('[data-widget-type="rich_text"] strong')).toHaveText('lively');
    await expect(richText.locator('[data-widget-type="rich_text"]')).toHaveText(FIRST_TEXT);
  });

  await test.step('add an image with "/" and its alternative text, and a YouTube video', async () => {
    // The focus is on the rich text's "Edit" button, outside any field: "/" opens the insert menu.
    await expect(richText.getByRole('button', { name: 'Edit Rich text' })).toBeFocused();
    await page.keyboard.press('/');
    const menu = page.getByRole('dialog', { name: 'Insert a block' });
    const search = menu.getByRole('combobox', { name: 'Block type' });
    await expect(search).toBeFocused();
    await expect(menu.getByText('Adds to: after the Rich text block')).toBeVisible();
    await page.keyboard.type('ima');
    // Image comes first (its name matches); the gallery of pictures follows on its description.
    await expect(menu.getByRole('option')).toHaveText([/^Image/, /^Gallery/]);
    await expect(menu.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    const image = editor.getByRole('article', { name: 'Image', exact: true });
    await expect(image.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    await image.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'crust.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(image.getByText('Uploaded crust.png.')).toBeVisible();
    const altSaved = blockSaved(page, ALT);
    await image.getByLabel('Alternative text').fill(ALT);
    await altSaved;
    await expect(image.getByRole('img', { name: ALT })).toBeVisible();
    await image.getByRole('button', { name: 'Done editing Image' }).click();
    await expect(image.getByRole('img', { name: ALT })).toBeVisible();

    await toolbox.getByRole('button', { name: 'Video', exact: true }).click();
    const video = editor.getByRole('article', { name: 'Video', exact: true });
    await expect(video.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    const videoSaved = blockSaved(page, 'aqz-KE-bpKQ');
    await video.getByLabel('Video address').fill(VIDEO_LINK);
    await expect(video.getByText('This video will play in the page.')).toBeVisible();
    await videoSaved;
    await video.getByRole('button', { name: 'Done editing Video' }).click();
    await expect(video.locator('iframe[title="Video"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
    );
  });

  const blockNames = () =>
    editor.locator('article[data-block-id] h3').evaluateAll((names) => names.map((name) => name.textContent));

  await test.step('a calm page: controls on the hovered or focused block only, reordered by drag or keyboard', async () => {
    const image = editor.getByRole('article', { name: 'Image', exact: true });
    const video = editor.getByRole('article', { name: 'Video', exact: true });
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const controlsOf = (block: typeof image) => block.getByRole('toolbar');
    for (const block of [image, video])
      await expect(controlsOf(block).locator('..')).toHaveCSS('opacity', '0');
    await page.screenshot({ path: test.info().outputPath('editor-calm.png'), fullPage: true });
    await image.hover();
    await expect(controlsOf(image).locator('..')).toHaveCSS('opacity', '1');
    await expect(controlsOf(video).locator('..')).toHaveCSS('opacity', '0');
    // Working in a block does not bring up its section's controls.
    await expect(editor.getByRole('button', { name: 'Section settings' }).locator('..')).toHaveCSS(
      'opacity',
      '0',
    );
    await page.screenshot({ path: test.info().outputPath('editor-hovered.png'), fullPage: true });

    // Drag the video by its handle onto the top half of the image: it goes before it. (A tall
    // window keeps both in view: a drop outside the window is no drop.)
    expect(await blockNames()).toEqual(['Rich text', 'Image', 'Video']);
    await page.setViewportSize({ width: 1280, height: 1600 });
    await video.hover();
    const handle = (await video.locator('[data-drag-handle]').boundingBox())!;
    const target = (await image.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + 12, { steps: 12 });
    await page.mouse.up();
    await expect.poll(blockNames).toEqual(['Rich text', 'Video', 'Image']);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(
      page.getByRole('status').filter({ hasText: 'Video block moved to position 2 of 3' }),
    ).toHaveCount(1);

    // From the keyboard: one Tab stop per block's controls, arrows within, the focus kept after the move.
    const videoControls = controlsOf(video);
    await videoControls.getByRole('button', { name: 'Edit Video' }).focus();
    await expect(videoControls.locator('..')).toHaveCSS('opacity', '1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(videoControls.getByRole('button', { name: 'Move down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(blockNames).toEqual(['Rich text', 'Image', 'Video']);
    // Last now, it cannot go down: the focus stays on its controls, on Move up.
    await expect(videoControls.getByRole('button', { name: 'Move up' })).toBeFocused();
    await expect(page.getByText('Video block moved to position 3 of 3 in Section 1.')).toBeAttached();
    await page.screenshot({ path: test.info().outputPath('editor-focused.png'), fullPage: true });
  });

  await test.step('a list in rich text: Tab indents, Escape then Tab leaves; deleting the block moves the focus on', async () => {
    await page.getByRole('button', { name: 'Insert a block' }).click();
    await page.keyboard.type('rich');
    await page.keyboard.press('Enter');
    const list = editor.getByRole('article', { name: 'Rich text', exact: true }).last();
    const listText = list.getByRole('textbox', { name: 'Rich text' });
    await expect(list.getByText('To leave the text, press Escape, then Tab.')).toBeVisible();
    await listText.click();
    await list.getByRole('button', { name: 'Bulleted list' }).click();
    await expect(listText.locator('ul')).toBeAttached();
    await listText.locator('ul li').first().click();
    await page.keyboard.type('Flour');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Rye');
    await expect(listText.locator('ul li')).toHaveText(['Flour', 'Rye']);
    await page.keyboard.press('Tab');
    await expect(listText).toBeFocused();
    await expect(listText.locator('ul ul li')).toHaveText('Rye');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(listText).not.toBeFocused();

    await list.getByRole('button', { name: 'Delete block' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete block' }).click();
    await expect.poll(blockNames).toEqual(['Rich text', 'Image', 'Video']);
    // It was last: the block before it, the video, takes the focus.
    await expect(
      editor.getByRole('article', { name: 'Video', exact: true }).getByRole('button', { name: 'Edit Video' }),
    ).toBeFocused();
    await expect(page.getByText('Rich text block deleted.')).toBeAttached();
  });

  await test.step('change the text again, with an axe scan of a block open on its setup tab', async () => {
    await richText.getByRole('button', { name: 'Edit Rich text' }).click();
    await expect(richText.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    await expect(textbox).toHaveText(FIRST_TEXT);
    // Scanned once the autosave indicator has faded back (mid-fade, its text is too faint by design).
    const indicator = page.getByText('Your change will be automatically saved');
    await expect(indicator).toBeVisible();
    await expect(indicator).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);

    const saved = blockSaved(page, 'starter. Feed it twice a day.</p>');
    await textbox.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(SECOND_TEXT);
    await expect(page.getByText('Your change was saved')).toBeVisible();
    await saved;
    await richText.getByRole('button', { name: 'Done editing Rich text' }).click();
    await expect(richText.locator('[data-widget-type="rich_text"]')).toHaveText(FIRST_TEXT + SECOND_TEXT);
  });

  const pageUrl = new URL(page.url());
  pageUrl.search = '';

  await test.step('history: one revision for the whole editing session, restored and restored back', async () => {
    await page.getByRole('navigation', { name: 'Page modes' }).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\?mode=history$/);
    await expect(page.getByRole('heading', { name: 'Page history' })).toBeVisible();
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Page history' }) });
    const revisions = history.getByRole('list').first().getByRole('button');
    // Every autosave of the session above is in one revision, which says what it changed.
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toHaveAttribute('aria-current', 'true');
    await expect(revisions.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(revisions.first()).toContainText('3 blocks added and blocks moved');
    await expect(revisions.nth(1)).toContainText('Page created');
    await page.screenshot({ path: test.info().outputPath('history.png'), fullPage: true });
    const preview = history.getByRole('region', { name: 'Version preview' });
    await expect(preview).toContainText(SECOND_TEXT.trim());

    // The restore asks with the browser's own confirm dialog (window.confirm).
    const restoreChosen = async () => {
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.accept();
      });
      await history.getByRole('button', { name: 'Restore this version' }).click();
      await expect(
        history.getByText('The version was restored and is now the current version.'),
      ).toBeVisible();
      expect(asked).toContain('Restore this version?');
    };
    await revisions.nth(1).click();
    await expect(revisions.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(preview.getByText('This version has no blocks.')).toBeVisible();
    await restoreChosen();
    await expect(revisions.first()).toHaveAttribute('aria-current', 'true');
    await expect(revisions.first()).toContainText('Restored from the version of');

    await page.goto(`${pageUrl.href}?mode=view`);
    await expect(page.getByRole('main').locator('[data-widget-type]')).toHaveCount(0);

    // And back: the session's revision, second now, restored.
    await page.goto(`${pageUrl.href}?mode=history`);
    await revisions.nth(1).click();
    await expect(preview.locator('[data-widget-type="rich_text"]')).toHaveText(FIRST_TEXT + SECOND_TEXT);
    await expect(preview.getByRole('img', { name: ALT })).toBeVisible();
    await expect(preview.locator('iframe[title="Video"]')).toHaveCount(1);
    await restoreChosen();
    await expect(revisions).toHaveCount(4);

    await page.goto(`${pageUrl.href}?mode=view`);
    const content = page.getByRole('main').locator('[data-widget-type="rich_text"]');
    await expect(content).toHaveText(FIRST_TEXT + SECOND_TEXT);
    await expect(content.locator('strong')).toHaveText('lively');
  });

  await test.step('set an objective with an unusual word, allow guests and display the course', async () => {
    await page.goto(`/courses/admin/?action=general&course=${code}`);
    await page.getByLabel('Course objective').fill(`Master the ${word} of sourdough baking.`);
    // The general settings ask for at least one learning outcome.
    await page.getByLabel('Outcome 1').fill('Keep a starter alive');
    // Guest access: anyone may read the pages without enrolling, as the visitor below does.
    await page.getByLabel(/^Guest access/).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Landing page' }).click();
    await page.getByLabel('Display this course in the catalogue').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
  });

  await test.step('a signed-out visitor finds the course and reads the restored page', async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    visitor.on('pageerror', (error) => pageErrors.push(`visitor: ${error.message}`));
    await visitor.goto(`/courses/?q=${word}`);
    const main = visitor.getByRole('main');
    const cards = main.getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveText(courseName);
    await cards.click();

    await expect(visitor.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
    const outline = main.locator('section', {
      has: visitor.getByRole('heading', { name: 'Course outline' }),
    });
    await expect(outline.getByRole('heading', { level: 3, name: moduleTitle })).toBeVisible();
    await outline.getByRole('link', { name: pageTitle }).click();

    await expect(visitor).toHaveURL(new RegExp(`/courses/${code}/[^/]+/\\?mode=view$`));
    await expect(visitor.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
    const content = main.locator('[data-widget-type="rich_text"]');
    await expect(content).toHaveText(FIRST_TEXT + SECOND_TEXT);
    await expect(content.locator('strong')).toHaveText('lively');
    await expect(main.getByRole('img', { name: ALT })).toBeVisible();
    await expect(main.locator('iframe[title="Video"]')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
    );
    await visitorContext.close();
  });

  expect(pageErrors).toEqual([]);
});
