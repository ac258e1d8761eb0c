import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockMediaUpload } from '../../../common/api/block-media';
import { buildUser } from '../../test/factories';
import { createS3TestApp, type S3TestApp } from '../../test/s3-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { createCourse, uploadBlockMedia } from './block-media-test-upload';

let testApp: S3TestApp;
beforeAll(async () => {
  testApp = await createS3TestApp();
});
afterAll(() => testApp.close());

describe('block media in an S3 bucket', () => {
  it('stores an upload in the bucket and serves ranges of it from there', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    await createCourse(agent, 's3-media');
    const audio = Buffer.concat([Buffer.from('ID3'), randomBytes(300_000)]);
    const reply = await uploadBlockMedia(agent, 's3-media', 'audio', {
      data: audio,
      filename: 'lecture.mp3',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { url } = reply.body.result as BlockMediaUpload;

    const whole = await testApp.app.inject({ method: 'GET', url, headers: agent.cookieHeader() });
    expect(whole.rawPayload.equals(audio)).toBe(true);
    const tail = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...agent.cookieHeader(), range: 'bytes=200000-' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 200000-${audio.length - 1}/${audio.length}`);
    expect(tail.rawPayload.equals(audio.subarray(200_000))).toBe(true);
  });
});
