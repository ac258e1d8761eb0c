import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { institutionLogoUploadPath, type Portal } from '../../../common/api/portal';
import { freshAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { uploadFile } from '../../test/upload-file';
import { ownedInstitution, portalCall, portalUpdateCall } from './institution-test-kit';

const testApp = setUpTestApp();

/** A wide PNG with a transparent background, as logos are. */
const logo = () =>
  sharp({
    create: { width: 1200, height: 300, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 0 } },
  })
    .png()
    .toBuffer();

const served = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('an institution’s logo', () => {
  it('is fitted into 480×160 uncropped, shown on its portal, replaced by a new one and removed', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const part = { filename: 'logo.png', contentType: 'image/png', data: await logo() };
    const first = await uploadFile(agent, institutionLogoUploadPath(path), part);
    expect(first.status).toBe(200);
    const { logoUrl } = first.body.result as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/media\/institution-logos\/[0-9a-f-]{36}\.webp$/);
    const image = await served(logoUrl);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 120,
      hasAlpha: true,
    });
    expect(((await portalCall(freshAgent(testApp.app), path)).body.result as Portal).logoUrl).toBe(logoUrl);

    const second = await uploadFile(agent, institutionLogoUploadPath(path), part);
    expect((await served(logoUrl)).statusCode).toBe(404);
    const { logoUrl: newer } = second.body.result as { logoUrl: string };
    const removed = await portalUpdateCall(agent, path, 'removeLogo', {});
    expect(removed.body.result).toMatchObject({ logoUrl: null });
    expect((await served(newer)).statusCode).toBe(404);
  });

  it('is changed by the institution’s team alone, and refuses what is not an image', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const part = { filename: 'logo.png', contentType: 'image/png', data: await logo() };
    expect(
      (await uploadFile((await userAgent(testApp)).agent, institutionLogoUploadPath(path), part)).status,
    ).toBe(404);
    const visitor = freshAgent(testApp.app);
    expect((await uploadFile(visitor, institutionLogoUploadPath(path), part)).status).toBe(401);
    const text = { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('not an image') };
    const refused = await uploadFile(agent, institutionLogoUploadPath(path), text);
    expect(refused.status).toBe(415);
    expect(((await portalCall(agent, path)).body.result as Portal).logoUrl).toBeNull();
  });
});
