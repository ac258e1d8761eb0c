import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLandingPage } from '../../../common/api/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { certifiedCourse } from './certification-test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the course landing page’s certificate', () => {
  it('says how the course’s certificate is earned and what it asks, and nothing once certificates are off', async () => {
    const { course, admin } = await certifiedCourse(testApp, {
      issueRule: 'assessment',
      passMark: 70,
      minLearningMinutes: 45,
    });
    const landing = async () =>
      ((await admin.get(`/json/course/read/getLandingPage/${course.path}`)).body.result as CourseLandingPage)
        .certificate;
    expect(await landing()).toEqual({ issueRule: 'assessment', passMark: 70, minLearningMinutes: 45 });
    const settings = await admin.get(`/json/course/read/getCertificateSettings/${course.path}`);
    const off = await admin.post(`/json/course/update/setCertificateSettings/${course.path}`, {
      ...(settings.body.result as object),
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(await landing()).toBeNull();
  });
});
