import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseLandingPage } from '../../../common/api/catalogue';
import type { CourseData, CreateCourseInput, GeneralSettingsInput } from '../../../common/api/course';
import { freshAgent, type TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

// Spec §4, §5, §9: an OpenCreds course names its credential framework and takes its learning
// hours from that framework's list; a course of another type has no framework.

const testApp = setUpTestApp();
let creator: TestAgent;
beforeAll(async () => {
  const user = await buildUser(testApp.database.db, { plan: 'educator' });
  creator = await signedInAgent(testApp.app, user.email);
});

const created = (code: string, fields: Partial<CreateCourseInput>): CreateCourseInput => ({
  name: 'Bahasa Melayu',
  code,
  language: 'ms',
  category: 'languages',
  courseType: 'OPENCRED',
  ...fields,
});

const general = (fields: Partial<GeneralSettingsInput>): GeneralSettingsInput => ({
  name: 'Bahasa Melayu',
  objective: '',
  outcomes: ['Greet people politely'],
  description: '',
  language: 'ms',
  category: 'languages',
  courseType: 'OPENCRED',
  learningHours: null,
  displayed: true,
  ...fields,
});

const courseData = async (path: string) =>
  (await creator.get(`/json/course/read/getCourseData/${path}`)).body.result as CourseData;

const MALAYSIAN_HOURS = 'For the Malaysian framework, choose 4, 10, 20, 40, 80, 120 or 160 hours.';
const NO_FRAMEWORK = 'Choose the credential framework of this OpenCreds course: Australia or Malaysia.';

describe('creating an OpenCreds course', () => {
  it('is refused without a credential framework, by its field', async () => {
    const reply = await creator.post(
      '/json/course/create',
      created('oc-no-framework', { learningHours: 20 }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ credentialFramework: NO_FRAMEWORK });
    expect(reply.body.fieldCodes).toEqual({ credentialFramework: { code: 'course.credentialFramework' } });
  });

  it('is refused with hours its framework does not list, which the reason lists', async () => {
    const reply = await creator.post(
      '/json/course/create',
      created('oc-off-list', { credentialFramework: 'MALAYSIA', learningHours: 25 }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ learningHours: MALAYSIAN_HOURS });
    expect(reply.body.fieldCodes).toEqual({ learningHours: { code: 'course.malaysianHours' } });
  });

  it('keeps the framework and hours it is created with', async () => {
    const reply = await creator.post(
      '/json/course/create',
      created('oc-created', { credentialFramework: 'AUSTRALIA', learningHours: 2.5 }),
    );
    expect(reply.status).toBe(200);
    expect(await courseData('oc-created')).toMatchObject({
      courseType: 'OPENCRED',
      credentialFramework: 'AUSTRALIA',
      learningHours: 2.5,
    });
  });

  it('gives a course of another type no framework, whatever is sent', async () => {
    const reply = await creator.post(
      '/json/course/create',
      created('short-with-framework', {
        courseType: 'SHORT_COURSE',
        credentialFramework: 'MALAYSIA',
        learningHours: 7,
      }),
    );
    expect(reply.status).toBe(200);
    expect(await courseData('short-with-framework')).toMatchObject({
      courseType: 'SHORT_COURSE',
      credentialFramework: null,
      learningHours: 7,
    });
  });
});

describe('the general settings of an OpenCreds course', () => {
  const url = '/json/course/update/setGeneralSettings/oc-settings';
  beforeAll(async () => {
    await creator.post('/json/course/create', created('oc-settings', { courseType: 'SHORT_COURSE' }));
  });

  it('are refused without a credential framework', async () => {
    const reply = await creator.post(url, general({ learningHours: 10 }));
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ credentialFramework: NO_FRAMEWORK });
  });

  it('are refused with hours off the framework’s list, or none', async () => {
    for (const learningHours of [12, null]) {
      const reply = await creator.post(url, general({ credentialFramework: 'MALAYSIA', learningHours }));
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({ learningHours: MALAYSIAN_HOURS });
    }
  });

  it('are saved with the framework, which its landing page shows', async () => {
    const reply = await creator.post(url, general({ credentialFramework: 'MALAYSIA', learningHours: 160 }));
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ credentialFramework: 'MALAYSIA', learningHours: 160 });
    const landing = await freshAgent(testApp.app).get('/json/course/read/getLandingPage/oc-settings');
    expect(landing.body.result as CourseLandingPage).toMatchObject({
      courseType: 'OPENCRED',
      credentialFramework: 'MALAYSIA',
      learningHours: 160,
    });
  });

  it('drop the framework when the course becomes a short course, and free its hours', async () => {
    const reply = await creator.post(
      url,
      general({ courseType: 'SHORT_COURSE', credentialFramework: 'MALAYSIA', learningHours: 12 }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      courseType: 'SHORT_COURSE',
      credentialFramework: null,
      learningHours: 12,
    });
  });
});
