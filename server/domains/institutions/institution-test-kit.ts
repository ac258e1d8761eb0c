import type { TestAgent, TestApp } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';

// Helpers of the institutions tests: the calls by address, and institutions with their owner.

let count = 0;

/** A path no other test institution has. */
export const freshPath = () => `uni-${++count}-${Date.now().toString(36)}`;

export const createCall = (agent: TestAgent, input: object) => agent.post('/json/institute/create', input);
export const settingsCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getSettings/${path}`);
export const updateCall = (agent: TestAgent, path: string, input: object) =>
  agent.post(`/json/institute/update/updateSettings/${path}`, input);
export const teamCall = (agent: TestAgent, path: string) => agent.get(`/json/institute/read/getTeam/${path}`);
export const addCall = (agent: TestAgent, path: string, email: string) =>
  agent.post(`/json/institute/update/addAdministrator/${path}`, { email });
export const removeCall = (agent: TestAgent, path: string, userId: string) =>
  agent.post(`/json/institute/update/removeAdministrator/${path}`, { userId });
export const transferCall = (agent: TestAgent, path: string, userId: string) =>
  agent.post(`/json/institute/update/transferOwnership/${path}`, { userId });
export const coursesCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getAllCourseSearchSummaries/${path}`);
export const addableCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getAddableCourses/${path}`);
export const addCourseCall = (agent: TestAgent, path: string, coursePath: string) =>
  agent.post(`/json/institute/update/addCourse/${path}`, { coursePath });
export const removeCourseCall = (agent: TestAgent, path: string, coursePath: string) =>
  agent.post(`/json/institute/update/removeCourse/${path}`, { coursePath });
export const archiveCourseCall = (agent: TestAgent, path: string, coursePath: string, archived = true) =>
  agent.post(`/json/institute/update/archiveCourse/${path}`, { coursePath, archived });
export const membershipCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getMembership/${path}`);
export const autoCall = (agent: TestAgent, path: string, input: object) =>
  agent.post(`/json/institute/update/updateAutoMembership/${path}`, input);
export const limitCall = (agent: TestAgent, path: string, learnerLimit: unknown) =>
  agent.post(`/json/institute/update/setLearnerLimit/${path}`, { learnerLimit });
export const membersCall = (agent: TestAgent, path: string, query = '') =>
  agent.get(`/json/institute/read/getPaginatedEnrolments/${path}${query}`);
export const removeMemberCall = (agent: TestAgent, path: string, userId: string) =>
  agent.post(`/json/institute/update/removeMember/${path}`, { userId });
export const rolesCall = (agent: TestAgent) => agent.get('/json/institute/lookup/getInstitutionRolesForUser');
export const mineCall = (agent: TestAgent) => agent.get('/json/institute/lookup/getMyInstitutions');
/** Close the institution (status inactive) as `agent`. */
export const closeCall = (agent: TestAgent, path: string) =>
  updateCall(agent, path, {
    name: 'Closed',
    country: 'au',
    region: 'au',
    status: 'inactive',
    colours: { primary: '#000000', accent: '#ffffff' },
  });
export const portalCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/portal/read/getPortal/${path}`);
export const portalSettingsCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/portal/read/getPortalSettings/${path}`);
/** A `portal` update (`setFeatured`, `setHomeFeatured` and `setPortfolioIsAllowed` are `institute` ones). */
export const portalUpdateCall = (agent: TestAgent, path: string, method: string, input: object) =>
  agent.post(
    `/json/${/^set(Featured|HomeFeatured|PortfolioIsAllowed)$/.test(method) ? 'institute' : 'portal'}/update/${method}/${path}`,
    input,
  );
/** Every portal write with a valid input. */
export const PORTAL_WRITES: ReadonlyArray<[string, object]> = [
  ['updateStrings', { strings: { headline: 'Taken', introduction: '' } }],
  ['updateSellingPoints', { sellingPoints: [{ title: 'Taken', text: '' }] }],
  ['updateFaqs', { faqs: [{ question: 'Taken?', answer: 'Yes.' }] }],
  ['updateNavBarLinks', { navBarLinks: [{ label: 'Taken', url: 'https://taken.example/' }] }],
  ['updateFooterData', { footerData: { text: 'Taken', links: [] } }],
  ['updatePageSections', { pageSections: [{ kind: 'text', title: 'Taken', text: 'Taken' }] }],
  ['updateGoogleTagManagerCode', { googleTagManagerCode: 'GTM-TAKEN1' }],
  ['removeLogo', {}],
  ['setPortalViewAccess', { viewAccess: 'private' }],
  ['setFeatured', { featured: true }],
  ['setHomeFeatured', { homeFeatured: true }],
  ['setPortfolioIsAllowed', { portfolioAllowed: false }],
  ['setPortalQualifications', { codes: [] }],
];

/** A new institution (named `name`) created over HTTP by a new user: its path, the owner and their agent. */
export async function ownedInstitution(testApp: TestApp, name = 'Test University') {
  const owner = await userAgent(testApp, { fullName: 'Owner Person' });
  const path = freshPath();
  const reply = await createCall(owner.agent, { name, path, country: 'au' });
  if (reply.status !== 200) throw new Error(`Creating ${path} failed: ${reply.status}`);
  return { path, owner: owner.user, agent: owner.agent };
}

/** A signed-in platform staff member. */
export async function staffAgent(testApp: TestApp): Promise<TestAgent> {
  const user = await buildUser(testApp.database.db, { isStaff: true });
  return signedInAgent(testApp.app, user.email);
}
