import { describe, expect, it } from 'vitest';
import type { EnrolledInstitution, FeaturedInstitution } from '../../../common/api/institution';
import type { EnrolledCourse } from '../../../common/api/membership';
import { roleGrants } from '../../db/schema';
import { freshAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import {
  addCourseCall,
  closeCall,
  ownedInstitution,
  portalUpdateCall,
  staffAgent,
} from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

/** A course with a class, added to the institution at `path` by its owner `agent`. */
async function institutionCourse(
  owner: { id: string },
  agent: Parameters<typeof addCourseCall>[0],
  path: string,
) {
  const { course } = await buildCourse(testApp);
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId: owner.id, scope: 'course', scopePath: course.path, role: 'administrator' });
  await addCourseCall(agent, path, course.path);
  return { course, cohort: await buildClass(testApp, course.id) };
}

describe('a learner’s institutions', () => {
  it('lists those they are a member of, and narrows their courses to one of them', async () => {
    const harbour = await ownedInstitution(testApp, 'Harbour College');
    const alpine = await ownedInstitution(testApp, 'alpine Institute');
    const ofHarbour = await institutionCourse(harbour.owner, harbour.agent, harbour.path);
    const ofAlpine = await institutionCourse(alpine.owner, alpine.agent, alpine.path);
    const { course: ofNone } = await buildCourse(testApp);
    const learner = await userAgent(testApp);
    for (const cohort of [ofHarbour.cohort, ofAlpine.cohort, await buildClass(testApp, ofNone.id)]) {
      await buildEnrolment(testApp, { userId: learner.user.id, cohortId: cohort.id });
    }
    const read = (method: string, query = '') =>
      learner.agent.get(`/json/user/read/${method}/${learner.user.id}${query}`);

    const institutions = (await read('getEnrolledInstitutionsData')).body.result as EnrolledInstitution[];
    expect(institutions).toEqual([
      { path: alpine.path, name: 'alpine Institute', role: 'learner', logoUrl: null },
      { path: harbour.path, name: 'Harbour College', role: 'learner', logoUrl: null },
    ]);
    const courses = async (query: string) =>
      ((await read('getEnrolledCoursesData', query)).body.result as EnrolledCourse[]).map(
        (course) => course.path,
      );
    expect(await courses(`?institutionPath=${harbour.path}`)).toEqual([ofHarbour.course.path]);
    expect((await courses('')).sort()).toEqual(
      [ofHarbour.course.path, ofAlpine.course.path, ofNone.path].sort(),
    );

    await closeCall(alpine.agent, alpine.path);
    expect(((await read('getEnrolledInstitutionsData')).body.result as EnrolledInstitution[]).length).toBe(1);
    // Another person's are not theirs to read.
    expect(
      (await learner.agent.get(`/json/user/read/getEnrolledInstitutionsData/${harbour.owner.id}`)).status,
    ).toBe(404);
  });
});

describe('featured institutions', () => {
  it('lists, to anyone, the active institutions staff feature, and those on the home page', async () => {
    const staff = await staffAgent(testApp);
    const listed = await ownedInstitution(testApp, 'Listed University');
    const home = await ownedInstitution(testApp, 'Home University');
    const closed = await ownedInstitution(testApp, 'Closed University');
    await ownedInstitution(testApp, 'Plain University');
    for (const { path } of [listed, home, closed])
      await portalUpdateCall(staff, path, 'setFeatured', { featured: true });
    await portalUpdateCall(staff, home.path, 'setHomeFeatured', { homeFeatured: true });
    await closeCall(closed.agent, closed.path);

    const visitor = freshAgent(testApp.app);
    const featured = async (query = '') =>
      (
        (await visitor.get(`/json/institute/lookup/getFeaturableInstitutions${query}`)).body
          .result as FeaturedInstitution[]
      )
        .map((institution) => institution.path)
        .filter((path) => [listed.path, home.path, closed.path].includes(path));
    expect(await featured()).toEqual([home.path, listed.path]);
    expect(await featured('?place=home')).toEqual([home.path]);
    expect((await visitor.get('/json/institute/lookup/getFeaturableInstitutions?place=moon')).status).toBe(
      400,
    );
    const cost = async () =>
      queries.count(() => visitor.get('/json/institute/lookup/getFeaturableInstitutions'));
    const before = await cost();
    await portalUpdateCall(staff, (await ownedInstitution(testApp)).path, 'setFeatured', { featured: true });
    expect(await cost()).toBe(before);
  });
});
