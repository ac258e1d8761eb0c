import { describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_DESIGN } from '../../common/api/certification';
import { APP } from '../modules';
import { freshAgent, TestAgent } from '../test/app';
import { buildCourseWithPages, courseAgent, enrolledAgent, userAgent } from '../test/course-fixtures';
import { buildClass, buildCourse, buildUser, TEST_PASSWORD } from '../test/factories';
import { setUpTestApp } from '../test/set-up-test-app';
import { signedInAgent } from '../test/signed-in-agent';
import { VERBS_WITH_ID } from './method';

/**
 * The wire of spec §7, call by call, in the spec's own form: the real user id in the path (the
 * `userId` getLoggedInUserData gives), the spec's field names, form-encoded bodies with objects as
 * JSON strings and booleans as true/false, and bracket-style arrays in query strings. §7 calls the
 * server does not have yet belong to later issues and are not listed here.
 */

const testApp = setUpTestApp();

/** A form-encoded body, as the spec's clients send it; `name[]` keys repeat for an array. */
function form(fields: Record<string, string | string[]>): string {
  const pairs = Object.entries(fields).flatMap(
    ([key, value]): Array<[string, string]> =>
      Array.isArray(value) ? value.map((item) => [`${key}[]`, item]) : [[key, value]],
  );
  return new URLSearchParams(pairs).toString();
}

/** A query string in the same encoding. */
const query = (fields: Record<string, string | string[]>) => `?${form(fields)}`;

/** POST a form-encoded body. */
const postForm = (agent: TestAgent, url: string, fields: Record<string, string | string[]>) =>
  agent.post(url, form(fields), { form: true });

/** A learner enrolled in a class of a displayed course with pages `first` and `second`. */
async function enrolledLearner() {
  const { course } = await buildCourseWithPages(testApp);
  const cohort = await buildClass(testApp, course.id);
  const { user, agent } = await enrolledAgent(testApp, cohort.id);
  return { course, cohort, user, agent };
}

describe('spec §7 Generic JSON scheme', () => {
  it('multi/read with methodsJSON reads several methods of the user by id', async () => {
    const { user, agent } = await userAgent(testApp);
    const methodsJSON = JSON.stringify([
      { method: 'getLoggedInUserData', id: user.id },
      { method: 'getUserNotificationSettings', id: user.id },
    ]);
    const reply = await agent.get(`/json/user/multi/read${query({ methodsJSON })}`);
    expect(reply).toMatchObject({
      status: 200,
      body: { result: [expect.objectContaining({ userId: user.id }), expect.any(Array)] },
    });
  });

  it('multi/create with creationData and methodsJSON creates a user and updates them by their new id', async () => {
    const reply = await postForm(freshAgent(testApp.app), '/json/user/multi/create', {
      creationData: JSON.stringify({
        fullName: 'Putri Ayu',
        email: 'wire-multi@example.test',
        password: 'a long enough passphrase',
        acceptTerms: true,
      }),
      methodsJSON: JSON.stringify([{ method: 'setPreferredLanguage', args: { language: 'ms' } }]),
    });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        result: [
          {
            created: { emailAddress: 'wire-multi@example.test' },
            updates: [{ preferredLanguage: 'ms' }],
          },
        ],
      },
    });
  });
});

describe('spec §7 Sign-in', () => {
  it('POST /json/auth/ with user, password, source and tokenType signs in', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = freshAgent(testApp.app);
    const reply = await postForm(agent, '/json/auth/', {
      user: user.email,
      password: TEST_PASSWORD,
      source: 'web',
      tokenType: 'legacy',
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { userId: user.id } } });
  });

  it('POST /json/auth/ with user and logoutEverywhere ends every session', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const reply = await postForm(agent, '/json/auth/', { user: user.email, logoutEverywhere: 'true' });
    expect(reply).toMatchObject({ status: 200, body: { result: { loggedOut: true, sessionsEnded: 1 } } });
  });

  it('POST /json/auth/access_token/ returns access_token, and POST /json/auth/renew/ renews it', async () => {
    const { agent } = await userAgent(testApp);
    const issued = await agent.post('/json/auth/access_token/', form({}), { form: true });
    expect(issued.status).toBe(200);
    const { access_token } = issued.body.result as { access_token: string };
    expect(access_token).toEqual(expect.any(String));

    const renewed = await postForm(freshAgent(testApp.app), '/json/auth/renew/', { access_token });
    expect(renewed).toMatchObject({ status: 200, body: { result: { access_token: expect.any(String) } } });
  });

  it('execute user notifyPasswordReset with email', async () => {
    const user = await buildUser(testApp.database.db);
    const reply = await postForm(freshAgent(testApp.app), '/json/user/execute/notifyPasswordReset', {
      email: user.email,
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { sent: true } } });
  });

  const signUpPayload = (email: string) => ({
    fullName: 'Nur Aisyah',
    email,
    password: 'a long enough passphrase',
    acceptTerms: 'true',
  });

  it('lookup auth signUserData with the sign-up payload', async () => {
    const url = `/json/auth/lookup/signUserData${query(signUpPayload('lookup-first@example.test'))}`;
    const reply = await freshAgent(testApp.app).get(url);
    expect(reply).toMatchObject({ status: 200, body: { result: { valid: true, fields: {} } } });
  });

  it('create user with the sign-up payload signs the new user in', async () => {
    const agent = freshAgent(testApp.app);
    const reply = await postForm(agent, '/json/user/create', signUpPayload('wire-signup@example.test'));
    expect(reply).toMatchObject({
      status: 200,
      body: { result: { userId: expect.any(String), emailAddress: 'wire-signup@example.test' } },
    });
  });

  it('lookup user resources by emailAddress (SSO)', async () => {
    const user = await buildUser(testApp.database.db);
    const url = `/json/user/lookup/resources${query({ argName: 'emailAddress', initArgsList: [user.email] })}`;
    const reply = await freshAgent(testApp.app).get(url);
    expect(reply).toMatchObject({
      status: 200,
      body: { result: [{ emailAddress: user.email.toLowerCase(), exists: true }] },
    });
  });
});

describe('spec §7 User reads and updates, addressed by the user id', () => {
  it('read logged-in user data, with isEducator, isInstitutionAdmin and isCourseCreator', async () => {
    const { user, agent } = await userAgent(testApp);
    const reply = await agent.get(`/json/user/read/getLoggedInUserData/${user.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      userId: user.id,
      isEducator: false,
      isInstitutionAdmin: false,
      isCourseCreator: false,
    });
  });

  it('lookup enabled features and feature variants (userId)', async () => {
    const { user, agent } = await userAgent(testApp);
    const features = await agent.get(`/json/feature/lookup/features${query({ userId: user.id })}`);
    const variants = await agent.get(`/json/feature/lookup/variants${query({ userId: user.id })}`);
    expect(features).toMatchObject({ status: 200, body: { result: expect.any(Array) } });
    expect(variants).toMatchObject({ status: 200, body: { result: expect.any(Object) } });
  });

  it('lookup the latest terms-of-service acceptance dates with user_id', async () => {
    const { user, agent } = await userAgent(testApp);
    const reply = await agent.get(`/json/user/lookup/tosAcceptanceDates${query({ user_id: user.id })}`);
    expect(reply).toMatchObject({ status: 200, body: { result: expect.any(Object) } });
  });

  it('update user setFullName (fullName), setPreferredLanguage (language), updateLocation', async () => {
    const { user, agent } = await userAgent(testApp);
    const named = await postForm(agent, `/json/user/update/setFullName/${user.id}`, {
      fullName: 'Siti Rahmah',
    });
    expect(named).toMatchObject({
      status: 200,
      body: { result: { userId: user.id, fullName: 'Siti Rahmah' } },
    });
    const language = await postForm(agent, `/json/user/update/setPreferredLanguage/${user.id}`, {
      language: 'id',
    });
    expect(language).toMatchObject({ status: 200, body: { result: { preferredLanguage: 'id' } } });
    const located = await postForm(agent, `/json/user/update/updateLocation/${user.id}`, {
      timezone: 'Asia/Jakarta',
    });
    expect(located).toMatchObject({ status: 200, body: { result: { timezone: 'Asia/Jakarta' } } });
  });

  it('read user {id} getUserNotificationSettings', async () => {
    const { user, agent } = await userAgent(testApp);
    const reply = await agent.get(`/json/user/read/getUserNotificationSettings/${user.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toContainEqual({
      kind: 'kudos',
      inApp: true,
      email: false,
      emailFrequency: 'none',
    });
  });

  it('read user {id} getEnrolledClassData and getEnrolledCohortsData (coursePath)', async () => {
    const { course, cohort, user, agent } = await enrolledLearner();
    const shape = {
      enrolments: [expect.objectContaining({ userId: user.id, cohortPath: cohort.path })],
      users2: expect.any(Array),
      classes: [expect.objectContaining({ path: cohort.path })],
      courses: [expect.objectContaining({ path: course.path })],
      qualificationEnrolments: [],
      institutions: [],
    };
    const all = await agent.get(`/json/user/read/getEnrolledClassData/${user.id}`);
    expect(all).toMatchObject({ status: 200, body: { result: shape } });
    // Enrolled in a qualification of the course: getEnrolledClassData lists it with their progress.
    const staff = await signedInAgent(
      testApp.app,
      (await buildUser(testApp.database.db, { isStaff: true })).email,
    );
    const code = `wire-${course.path}`;
    const created = await staff.post('/json/qualification/create', {
      code,
      name: 'Wire Qualification',
      coreCoursePaths: [course.path],
      electiveCoursePaths: [],
      electivesRequired: 0,
      published: true,
      design: DEFAULT_CERTIFICATE_DESIGN,
    });
    expect(created.status).toBe(200);
    expect((await agent.post(`/json/qualification/update/enrol/${code}`, {})).status).toBe(200);
    const withQualification = await agent.get(`/json/user/read/getEnrolledClassData/${user.id}`);
    expect(withQualification.body.result).toMatchObject({
      qualificationEnrolments: [
        {
          code,
          name: 'Wire Qualification',
          coreDone: 0,
          coreTotal: 1,
          complete: false,
          certificateCode: null,
        },
      ],
    });
    const ofCourse = await agent.get(
      `/json/user/read/getEnrolledCohortsData/${user.id}${query({ coursePath: course.path })}`,
    );
    expect(ofCourse).toMatchObject({ status: 200, body: { result: shape } });
  });

  it('read user {id} getEnrolledCoursesData (institutionPath)', async () => {
    const { course, cohort, user, agent } = await enrolledLearner();
    const reply = await agent.get(`/json/user/read/getEnrolledCoursesData/${user.id}`);
    expect(reply).toMatchObject({
      status: 200,
      body: { result: [expect.objectContaining({ path: course.path, cohortPaths: [cohort.path] })] },
    });
    // The course belongs to no institution.
    const ofInstitution = await agent.get(
      `/json/user/read/getEnrolledCoursesData/${user.id}${query({ institutionPath: 'uni-kelas' })}`,
    );
    expect(ofInstitution).toMatchObject({ status: 200, body: { result: [] } });
  });

  it('read user {id} getCourseMembershipData and getFirstAvailableCourseMembershipData (coursePath)', async () => {
    const { course, cohort, user, agent } = await enrolledLearner();
    const args = query({ coursePath: course.path });
    const membership = await agent.get(`/json/user/read/getCourseMembershipData/${user.id}${args}`);
    expect(membership).toMatchObject({
      status: 200,
      body: {
        result: { coursePath: course.path, classRole: 'learner', canRead: true, reason: 'class_member' },
      },
    });
    const first = await agent.get(`/json/user/read/getFirstAvailableCourseMembershipData/${user.id}${args}`);
    expect(first).toMatchObject({
      status: 200,
      body: { result: { kind: 'member', cohortPath: cohort.path } },
    });
  });

  it('read user {id} getRecentlyVisitedCourses (limit) and getRecentlyVisitedPagesForCourse (coursePath)', async () => {
    const { course, user, agent } = await enrolledLearner();
    await agent.get(`/json/course/read/getLandingPage/${course.path}`);
    const courses = await agent.get(
      `/json/user/read/getRecentlyVisitedCourses/${user.id}${query({ limit: '5' })}`,
    );
    expect(courses).toMatchObject({
      status: 200,
      body: { result: [expect.objectContaining({ path: course.path, name: course.name })] },
    });
    // limit defaults to 1; the reply is the list itself.
    const pages = await agent.get(
      `/json/user/read/getRecentlyVisitedPagesForCourse/${user.id}${query({ coursePath: course.path })}`,
    );
    expect(pages).toMatchObject({ status: 200, body: { result: expect.any(Array) } });
  });

  it('lookup user resources (initArgsList, argName profileName)', async () => {
    const user = await buildUser(testApp.database.db, { profileName: 'wire-profile' });
    const url = `/json/user/lookup/resources${query({ argName: 'profileName', initArgsList: ['wire-profile'] })}`;
    const reply = await freshAgent(testApp.app).get(url);
    expect(reply).toMatchObject({
      status: 200,
      body: { result: [expect.objectContaining({ userId: user.id, profileName: 'wire-profile' })] },
    });
  });

  it('lookup the terms dates (no payload), execute accept_terms_of_service_by_type (type) and scheduleTosUpdate (datetime, types)', async () => {
    const { agent } = await userAgent(testApp);
    const inForce = await agent.get('/json/user/lookup/get_terms_of_service_update_dates');
    expect(inForce).toMatchObject({ status: 200, body: { result: expect.any(Object) } });
    const accepted = await postForm(agent, '/json/user/execute/accept_terms_of_service_by_type', {
      type: 'terms_of_service',
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { result: { terms_of_service: expect.any(String) } },
    });

    const staff = await signedInAgent(
      testApp.app,
      (await buildUser(testApp.database.db, { isStaff: true })).email,
    );
    const datetime = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await postForm(staff, '/json/user/execute/scheduleTosUpdate', {
      datetime,
      types: ['terms_of_service', 'privacy_policy'],
    });
    expect(scheduled.status).toBe(200);
    // Afterwards the client reloads both date lists.
    const next = await staff.get('/json/user/lookup/get_terms_of_service_next_update_dates');
    expect(next).toMatchObject({ status: 200, body: { result: scheduled.body.result } });
    expect((await staff.get('/json/user/lookup/get_terms_of_service_update_dates')).status).toBe(200);
  });
});

describe('the user id in the path', () => {
  it('every user method addressed by id, whichever domain adds it, loads the caller through one loader', () => {
    const user = APP.resources.find((resource) => resource.name === 'user')!;
    const loaders = VERBS_WITH_ID.flatMap((verb) =>
      Object.values(user.methods[verb] ?? {}).map((spec) => spec.load),
    );
    expect(loaders.length).toBeGreaterThan(10);
    expect(loaders[0]).toEqual(expect.any(Function));
    expect(new Set(loaders).size).toBe(1);
  });

  it('`me` still names the caller; another person’s id is refused as an unknown one', async () => {
    const { user, agent } = await userAgent(testApp);
    const stranger = await buildUser(testApp.database.db);
    const byAlias = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(byAlias).toMatchObject({ status: 200, body: { result: { userId: user.id } } });

    const theirs = await agent.get(`/json/user/read/getLoggedInUserData/${stranger.id}`);
    const nobodys = await agent.get('/json/user/read/getLoggedInUserData/nobody');
    expect(theirs).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(theirs.body).toEqual(nobodys.body);
    const update = await postForm(agent, `/json/user/update/setFullName/${stranger.id}`, {
      fullName: 'Intruder',
    });
    expect(update).toMatchObject({ status: 404, body: { error: 'not_found' } });

    const visitor = await new TestAgent(testApp.app).get(`/json/user/read/getLoggedInUserData/${user.id}`);
    expect(visitor).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
  });
});

describe('spec §7 Learning content', () => {
  it('update layout updateSectionSettings (sectionId, settings) returns the layout', async () => {
    const { course, module } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const created = await admin.post('/json/page/create', {
      coursePath: course.path,
      moduleId: module.id,
      title: 'Intro',
      path: 'intro',
      source: { kind: 'blank' },
    });
    const pageId = (created.body.result as { id: string }).id;
    const layout = (await admin.get(`/json/layout/read/getLayout/${pageId}`)).body.result as {
      sections: Array<{ id: string }>;
    };

    const reply = await postForm(admin, `/json/layout/update/updateSectionSettings/${pageId}`, {
      sectionId: layout.sections[0]!.id,
      settings: JSON.stringify({ heading: 'Welcome', columns: 2, background: 'none' }),
    });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        result: {
          pageId,
          revisionId: expect.any(String),
          sections: [expect.objectContaining({ id: layout.sections[0]!.id })],
        },
      },
    });
  });
});

describe('spec §7 Metrics', () => {
  it('POST /api/save-metric/pageLeave/ with path and data, as a beacon carrying the CSRF token', async () => {
    const agent = freshAgent(testApp.app);
    const data = {
      path: '/courses/',
      hostname: 'localhost',
      loadTime: 1,
      unloadTime: 2,
      activeTime: 1,
      inactiveTime: 0,
      itemsClicked: [],
      scrollDistance: 0,
      windowSize: { width: 800, height: 600, outerWidth: 800, outerHeight: 700 },
      keysPressed: 0,
    };
    // A beacon cannot set headers: the token rides in the body.
    const reply = await agent.post(
      '/api/save-metric/pageLeave/',
      { path: '/courses/', data, csrfmiddlewaretoken: await agent.csrfToken() },
      { csrf: false },
    );
    expect(reply).toMatchObject({ status: 200, body: { result: { saved: true } } });
  });

  it('POST JSON with the learning-time event fields', async () => {
    const { course, cohort, user, agent } = await enrolledLearner();
    const reply = await agent.post('/api/learning-time/', {
      timestamp: new Date().toISOString(),
      userId: user.id,
      pagePath: `/courses/${course.path}/first/`,
      cohortId: cohort.path,
      courseId: course.path,
      subscriptionId: null,
      institutionId: null,
      ip: null,
      device: 'web',
      newView: true,
      seconds: 60,
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { stored: 1 } } });
  });
});
