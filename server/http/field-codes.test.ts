import { describe, expect, it } from 'vitest';
import { CLASS_FORM_REASONS } from '../../common/api/cohort';
import { PAGE_REASONS } from '../../common/api/page-admin';
import { PASSWORD_MIN_LENGTH } from '../../common/constants';
import { freshAgent } from '../test/app';
import { buildCourseWithPages, courseAgent, courseWithAdmin } from '../test/course-fixtures';
import { setUpTestApp } from '../test/set-up-test-app';

// The error envelope keeps each reason's English and adds the registered ones' codes
// (common/reasons.ts), for the refusals of zod schemas and of services alike.

const testApp = setUpTestApp();

const signUp = {
  fullName: 'Nur Aisyah',
  email: 'codes@example.test',
  password: 'a long enough passphrase',
  acceptTerms: true,
};

describe('the codes of field reasons in the error envelope', () => {
  it('names the fields of a refused course with their codes and parameters', async () => {
    const agent = await courseAgent(testApp, null);
    const reply = await agent.post('/json/course/create', {
      name: 'x',
      code: 'admin',
      language: 'en',
      category: 'data',
      courseType: 'SHORT_COURSE',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      name: 'Use 2 to 120 characters for the course name.',
      code: 'This course code is reserved. Choose another.',
    });
    expect(reply.body.fieldCodes).toEqual({
      name: { code: 'course.name', params: { min: 2, max: 120 } },
      code: { code: 'course.reservedCode' },
    });
    expect(reply.body.reasonCode).toEqual({ code: 'course.name', params: { min: 2, max: 120 } });
  });

  it('codes a class whose dates are out of order', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    // The other fields keep their defaults.
    const reply = await admin.post('/json/cohort/create', {
      coursePath: course.path,
      name: 'Evening class',
      mode: 'scheduled',
      startDate: '2026-05-02T00:00:00Z',
      endDate: '2026-05-01T00:00:00Z',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ endDate: CLASS_FORM_REASONS.endAfterStart });
    expect(reply.body.fieldCodes).toEqual({ endDate: { code: 'class.endAfterStart' } });
  });

  it("codes a service's refusal: a page path already taken", async () => {
    const { course, module } = await buildCourseWithPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const reply = await admin.post('/json/page/create', {
      coursePath: course.path,
      moduleId: module.id,
      title: 'Again',
      path: 'first',
      source: { kind: 'blank' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      error: 'page_path_taken',
      fields: { path: PAGE_REASONS.pathTaken },
      fieldCodes: { path: { code: 'page.pathTaken' } },
    });
  });

  it('codes every field of a refused sign-up, a common password and an address already taken', async () => {
    const refused = await freshAgent(testApp.app).post('/json/user/create', {
      fullName: '1',
      email: 'x',
      password: 'short',
      acceptTerms: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({
      fullName: { code: 'account.fullName' },
      email: { code: 'account.email' },
      password: { code: 'account.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } },
      acceptTerms: { code: 'account.acceptTerms' },
    });
    const common = await freshAgent(testApp.app).post('/json/user/create', {
      ...signUp,
      password: '11111111',
    });
    expect(common.body.fieldCodes).toEqual({ password: { code: 'credential.commonPassword' } });
    expect((await freshAgent(testApp.app).post('/json/user/create', signUp)).status).toBe(200);
    const taken = await freshAgent(testApp.app).post('/json/user/create', signUp);
    expect(taken.body).toMatchObject({
      error: 'email_taken',
      fieldCodes: { email: { code: 'credential.emailTaken' } },
    });
  });

  it("codes the request path's own reasons too, with no field codes when no field is at fault", async () => {
    const reply = await freshAgent(testApp.app).get('/json/nothing/read/x/1');
    expect(reply.body.error).toBe('unknown_method');
    expect(reply.body.reasonCode).toEqual({ code: 'request.unknownMethod' });
    expect(reply.body).not.toHaveProperty('fieldCodes');
  });
});
