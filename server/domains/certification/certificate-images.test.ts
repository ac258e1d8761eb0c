import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  type CertificateImageKind,
  type CertificateSettingsView,
  certificateImagePath,
  certificateImageUploadPath,
  certificateLogoPath,
  DEFAULT_CERTIFICATE_DESIGN,
  qualificationSignatureUploadPath,
} from '../../../common/api/certification';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { uploadFile } from '../../test/upload-file';
import { CERTIFICATE_SETTINGS, certifiedCourse, issueByHand } from './certification-test-kit';
import { imageXObjectCount } from './pdf-image-count';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 600, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#1e3a8a' } })
    .toFormat(format)
    .toBuffer();

const upload = (agent: TestAgent, coursePath: string, kind: CertificateImageKind, data: Buffer) =>
  uploadFile(agent, certificateImageUploadPath(coursePath, kind), {
    data,
    filename: 'signature.png',
    contentType: 'image/png',
  });

async function uploaded(agent: TestAgent, coursePath: string, kind: CertificateImageKind): Promise<string> {
  const reply = await upload(agent, coursePath, kind, await image('png'));
  expect(reply.status).toBe(200);
  return (reply.body.result as { key: string }).key;
}

const saveSettings = (agent: TestAgent, coursePath: string, change: object) =>
  agent.post(`/json/course/update/setCertificateSettings/${coursePath}`, {
    ...CERTIFICATE_SETTINGS,
    ...change,
  });

const signed = (signatureKey: string | null) => ({
  ...DEFAULT_CERTIFICATE_DESIGN,
  signatories: [{ name: 'Dr. Rina Wijaya', title: 'Director', signatureKey }],
});

const get = (url: string, agent?: TestAgent) =>
  testApp.app.inject({ method: 'GET', url, headers: agent?.cookieHeader() ?? {} });

const pdfImages = async (code: string) =>
  imageXObjectCount((await get(`/api/certificates/${code}.pdf`)).rawPayload);

describe('certificate images', () => {
  it('are uploaded by the course team as PNG or JPEG, stored as PNG and shown to the team alone', async () => {
    const { course, admin, learner } = await certifiedCourse(testApp);
    const logo = await uploaded(admin, course.path, 'logo');
    expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    const fromJpeg = await upload(admin, course.path, 'signature', await image('jpeg', 3000, 900));
    expect(fromJpeg.status).toBe(200);
    const signature = (fromJpeg.body.result as { key: string }).key;

    const seen = await get(certificateImagePath(signature), admin);
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    expect(seen.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(seen.rawPayload).metadata();
    // Shrunk to fit the signature's bounds (900×300), its shape kept.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 900, 270]);

    expect((await get(certificateImagePath(logo), learner.agent)).statusCode).toBe(403);
    expect((await get(certificateImagePath(logo))).statusCode).toBe(401);
    expect((await upload(learner.agent, course.path, 'logo', await image('png'))).status).toBe(403);
    expect((await upload(freshAgent(testApp.app), course.path, 'logo', await image('png'))).status).toBe(401);
    const other = await certifiedCourse(testApp);
    expect((await get(certificateImagePath(logo), other.admin)).statusCode).toBe(403);
    expect((await get(certificateImagePath('not-a-key.png'), admin)).statusCode).toBe(404);
  });

  it('refuse other formats by their bytes whatever their name, an image too big, and no file, with the reason', async () => {
    const { course, admin } = await certifiedCourse(testApp);
    for (const data of [
      await image('webp'),
      await image('gif'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      const refused = await upload(admin, course.path, 'logo', data);
      expect(refused.status).toBe(415);
      expect(refused.body).toMatchObject({
        error: 'file_type_not_accepted',
        reason: 'Choose a PNG or JPEG image for the certificate.',
        reasonCode: { code: 'certificate.imageType' },
      });
    }
    const big = Buffer.concat([await image('png'), Buffer.alloc(CERTIFICATE_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(admin, course.path, 'signature', big);
    expect(tooBig.body).toMatchObject({ error: 'file_too_big', reason: 'File too big (max 2.00 MB).' });
    const none = await admin.send({
      method: 'POST',
      url: certificateImageUploadPath(course.path, 'logo'),
      headers: { 'x-csrftoken': await admin.csrfToken(), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.status).toBe(400);
  });

  it('are saved with the settings only when uploaded as that kind for this course, each refusal by its field', async () => {
    const { course, admin } = await certifiedCourse(testApp);
    const logo = await uploaded(admin, course.path, 'logo');
    const signature = await uploaded(admin, course.path, 'signature');
    const saved = await saveSettings(admin, course.path, { logoKey: logo, design: signed(signature) });
    expect(saved.status).toBe(200);
    const settings = saved.body.result as CertificateSettingsView;
    expect(settings.logoKey).toBe(logo);
    expect(settings.design.signatories[0]?.signatureKey).toBe(signature);

    const other = await certifiedCourse(testApp);
    const foreign = await uploaded(other.admin, other.course.path, 'signature');
    const refused = await saveSettings(admin, course.path, {
      logoKey: signature,
      design: signed(foreign),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      logoKey: 'This image was not found. Upload it again.',
      'design.signatories.0.signatureKey': 'This image was not found. Upload it again.',
    });
    const malformed = await saveSettings(admin, course.path, { logoKey: '../secret.png' });
    expect(Object.keys(malformed.body.fields as object)).toEqual(['logoKey']);

    // Left out, the logo stays; null removes it, as it does a signature.
    expect(
      ((await saveSettings(admin, course.path, {})).body.result as CertificateSettingsView).logoKey,
    ).toBe(logo);
    const removed = (await saveSettings(admin, course.path, { logoKey: null, design: signed(null) })).body
      .result as CertificateSettingsView;
    expect([removed.logoKey, removed.design.signatories[0]?.signatureKey]).toEqual([null, null]);
  });

  it('are printed on the PDF, kept by issued certificates when the design changes, and current once refreshed', async () => {
    const { course, admin, learner } = await certifiedCourse(testApp);
    const logo = await uploaded(admin, course.path, 'logo');
    const signature = await uploaded(admin, course.path, 'signature');
    await saveSettings(admin, course.path, { logoKey: logo, design: signed(signature) });
    const code = await issueByHand(admin, course.path, learner.user.id);
    expect(await pdfImages(code)).toBe(2);
    const shown = await get(certificateLogoPath(code));
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/png']);

    await saveSettings(admin, course.path, { logoKey: null, design: signed(null) });
    expect(await pdfImages(code)).toBe(2);
    expect((await get(certificateLogoPath(code))).statusCode).toBe(200);

    expect((await admin.post(`/json/certificate/update/refresh/${code}`, {})).status).toBe(200);
    expect(await pdfImages(code)).toBe(0);
    expect((await get(certificateLogoPath(code))).statusCode).toBe(404);
  });

  it('may sign a qualification’s certificate: its design names signatures uploaded by a course team', async () => {
    const { course, admin } = await certifiedCourse(testApp);
    const signature = await uploaded(admin, course.path, 'signature');
    const staff = await courseAgent(testApp, course.path, 'administrator', { isStaff: true });
    const input = {
      code: 'signed-diploma',
      name: 'Signed Diploma',
      description: '',
      coreCoursePaths: [course.path],
      electiveCoursePaths: [],
      electivesRequired: 0,
      published: false,
    };
    const unknown = await staff.post('/json/qualification/create', {
      ...input,
      design: signed(`${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`),
    });
    expect(Object.keys(unknown.body.fields as object)).toEqual(['design.signatories.0.signatureKey']);
    expect(
      (await staff.post('/json/qualification/create', { ...input, design: signed(signature) })).status,
    ).toBe(200);
  });

  it('are uploaded by platform staff for a qualification, shown to staff alone, and sign its certificate', async () => {
    const { course, admin } = await certifiedCourse(testApp);
    const staff = await courseAgent(testApp, course.path, 'administrator', { isStaff: true });
    const send = (agent: TestAgent) =>
      uploadFile(agent, qualificationSignatureUploadPath, {
        data: signature,
        filename: 'signature.png',
        contentType: 'image/png',
      });
    const signature = await image('png');
    expect((await send(admin)).status).toBe(403);
    expect((await send(await freshAgent(testApp.app))).status).toBe(401);
    const sent = await send(staff);
    expect(sent.status).toBe(200);
    const key = (sent.body.result as { key: string }).key;
    expect((await get(certificateImagePath(key), staff)).statusCode).toBe(200);
    expect((await get(certificateImagePath(key), admin)).statusCode).toBe(403);
    const created = await staff.post('/json/qualification/create', {
      code: 'staff-signed-diploma',
      name: 'Staff Signed Diploma',
      description: '',
      coreCoursePaths: [course.path],
      electiveCoursePaths: [],
      electivesRequired: 0,
      published: false,
      design: signed(key),
    });
    expect(created.status).toBe(200);
  });
});
