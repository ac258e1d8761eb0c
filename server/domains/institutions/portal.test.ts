import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InstitutionPortfolio } from '../../../common/api/institution-portfolio';
import {
  DEFAULT_PAGE_SECTIONS,
  PORTAL_LIMITS,
  PORTAL_REASONS,
  type Portal,
} from '../../../common/api/portal';
import { freshAgent, type TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import {
  closeCall,
  ownedInstitution,
  portalCall,
  portalSettingsCall,
  portalUpdateCall,
  staffAgent,
} from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });
const db = () => testApp.database.db;

const FAQS = [
  { question: 'Who may enrol?', answer: 'Anyone with a school address.' },
  { question: 'Is it free?', answer: 'Yes, for students.' },
];

describe('an institution’s portal', () => {
  it('starts with its name and the default sections, and shows what its team saves, part by part', async () => {
    const { path, agent } = await ownedInstitution(testApp, 'Harbour College');
    const visitor = freshAgent(testApp.app);
    expect((await portalCall(visitor, path)).body.result).toEqual({
      path,
      name: 'Harbour College',
      logoUrl: null,
      themeData: { primary: '#0f766e', accent: '#b45309' },
      viewAccess: 'public',
      canEdit: false,
      strings: { headline: '', introduction: '' },
      sellingPoints: [],
      faqs: [],
      navBarLinks: [],
      footerData: { text: '', links: [] },
      pageSections: DEFAULT_PAGE_SECTIONS,
      googleTagManagerCode: '',
    } satisfies Portal);

    const strings = { headline: '  Learn by the sea  ', introduction: 'Courses for everyone.' };
    const saved = await portalUpdateCall(agent, path, 'updateStrings', { strings });
    expect(saved.body.result).toMatchObject({ strings: { headline: 'Learn by the sea' }, canFeature: false });
    await portalUpdateCall(agent, path, 'updateFaqs', { faqs: FAQS });
    await portalUpdateCall(agent, path, 'updateNavBarLinks', {
      navBarLinks: [
        { label: 'Apply', url: 'https://harbour.example/apply' },
        { label: 'Courses', url: '/courses/' },
      ],
    });
    await portalUpdateCall(agent, path, 'updateFooterData', {
      footerData: {
        text: '1 Harbour Road',
        links: [{ label: 'Privacy', url: 'https://harbour.example/privacy' }],
      },
    });
    const sections = [
      { kind: 'text', title: 'Our story', text: 'Founded in 1901.\n\nStill teaching.' },
      { kind: 'faqs', title: '', text: '' },
    ];
    await portalUpdateCall(agent, path, 'updatePageSections', { pageSections: sections });

    const portal = (await portalCall(visitor, path)).body.result as Portal;
    expect(portal).toMatchObject({
      strings: { headline: 'Learn by the sea', introduction: 'Courses for everyone.' },
      faqs: FAQS,
      footerData: { text: '1 Harbour Road' },
      pageSections: sections,
      sellingPoints: [],
    });
    expect(portal.navBarLinks.map((link) => link.url)).toEqual([
      'https://harbour.example/apply',
      '/courses/',
    ]);
    expect((await portalCall(agent, path)).body.result).toMatchObject({ canEdit: true });
  });

  it('refuses bad parts by their fields, keeping what was saved', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    await portalUpdateCall(agent, path, 'updateFaqs', { faqs: FAQS });
    const refusals = [
      ['updateFaqs', { faqs: [{ question: ' ', answer: 'An answer' }] }, PORTAL_REASONS.required],
      [
        'updateFaqs',
        { faqs: Array(PORTAL_LIMITS.faqs + 1).fill(FAQS[0]) },
        PORTAL_REASONS.entries(PORTAL_LIMITS.faqs),
      ],
      [
        'updateNavBarLinks',
        { navBarLinks: [{ label: 'Run', url: 'javascript:alert(1)' }] },
        PORTAL_REASONS.linkUrl,
      ],
      [
        'updateNavBarLinks',
        { navBarLinks: [{ label: 'Away', url: '//evil.example/' }] },
        PORTAL_REASONS.linkUrl,
      ],
      [
        'updateStrings',
        { strings: { headline: 'x'.repeat(PORTAL_LIMITS.headline + 1), introduction: '' } },
        PORTAL_REASONS.text(PORTAL_LIMITS.headline),
      ],
      [
        'updatePageSections',
        {
          pageSections: [
            { kind: 'faqs', title: '', text: '' },
            { kind: 'faqs', title: 'Again', text: '' },
          ],
        },
        PORTAL_REASONS.sectionOnce,
      ],
      [
        'updatePageSections',
        { pageSections: [{ kind: 'video', title: '', text: '' }] },
        PORTAL_REASONS.sectionKind,
      ],
      ['setPortalViewAccess', { viewAccess: 'secret' }, PORTAL_REASONS.viewAccess],
    ] as const;
    for (const [method, input, reason] of refusals) {
      const reply = await portalUpdateCall(agent, path, method, input);
      expect([method, reply.status, Object.values(reply.body.fields ?? {})]).toEqual([method, 400, [reason]]);
      expect(Object.values(reply.body.fieldCodes ?? {}).length).toBe(1);
    }
    expect((await portalSettingsCall(agent, path)).body.result).toMatchObject({
      faqs: FAQS,
      viewAccess: 'public',
    });
  });
});

describe('who sees a portal', () => {
  it('shows a private one to its members and team only, and an inactive one to its team', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const member = await userAgent(testApp);
    await testApp.database.db.execute(sql`
      INSERT INTO institution_members (institution_id, user_id, role, source)
      SELECT id, ${member.user.id}::uuid, 'learner', 'added' FROM institutions WHERE path = ${path}`);
    const stranger = await userAgent(testApp);
    const visitor = freshAgent(testApp.app);
    await portalUpdateCall(agent, path, 'setPortalViewAccess', { viewAccess: 'private' });

    expect((await portalCall(visitor, path)).status).toBe(401);
    const refused = await portalCall(stranger.agent, path);
    expect([refused.status, refused.body.reason]).toEqual([403, PORTAL_REASONS.private]);
    expect((await portalCall(member.agent, path)).status).toBe(200);
    expect((await portalCall(agent, path)).status).toBe(200);

    await portalUpdateCall(agent, path, 'setPortalViewAccess', { viewAccess: 'public' });
    expect((await portalCall(stranger.agent, path)).status).toBe(200);
    await closeCall(agent, path);
    expect((await portalCall(visitor, path)).status).toBe(404);
    expect((await portalCall(member.agent, path)).status).toBe(404);
    expect((await portalCall(agent, path)).status).toBe(200);
  });

  it('answers 404 to everyone where there is no institution', async () => {
    expect((await portalCall(freshAgent(testApp.app), 'no-such-portal')).status).toBe(404);
    expect((await portalCall((await userAgent(testApp)).agent, 'no-such-portal')).status).toBe(404);
  });

  it('lets platform staff alone feature an institution; its team allows portfolios', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    expect((await portalUpdateCall(agent, path, 'setFeatured', { featured: true })).status).toBe(403);
    expect((await portalUpdateCall(agent, path, 'setHomeFeatured', { homeFeatured: true })).status).toBe(403);
    const allowed = await portalUpdateCall(agent, path, 'setPortfolioIsAllowed', { portfolioAllowed: false });
    expect(allowed.body.result).toMatchObject({ portfolioAllowed: false });

    const staff = await staffAgent(testApp);
    expect((await portalSettingsCall(staff, path)).body.result).toMatchObject({ canFeature: true });
    await portalUpdateCall(staff, path, 'setFeatured', { featured: true });
    const featured = await portalUpdateCall(staff, path, 'setHomeFeatured', { homeFeatured: true });
    expect(featured.body.result).toMatchObject({
      featured: true,
      homeFeatured: true,
      portfolioAllowed: false,
    });
  });
});

describe('a portal’s address', () => {
  it('is a page (200) where a portal is to be seen, and not found (404) elsewhere', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const page = async (address: string, cookie = '') =>
      (await testApp.app.inject({ method: 'GET', url: address, headers: { cookie } })).statusCode;
    expect(await page(`/${path}/`)).toBe(200);
    expect(await page('/no-such-portal/')).toBe(404);
    await portalUpdateCall(agent, path, 'setPortalViewAccess', { viewAccess: 'private' });
    // A visitor is asked to sign in there: the page is, its content is not theirs.
    expect(await page(`/${path}/`)).toBe(200);
    await closeCall(agent, path);
    expect(await page(`/${path}/`)).toBe(404);
  });
});

describe('query counts', () => {
  it('stay the same however much a portal holds', async () => {
    const small = await ownedInstitution(testApp);
    const large = await ownedInstitution(testApp);
    await portalUpdateCall(large.agent, large.path, 'updateFaqs', {
      faqs: Array.from({ length: PORTAL_LIMITS.faqs }, (_, n) => ({ question: `Q${n}?`, answer: `A${n}.` })),
    });
    const costs = async (path: string, agent: typeof small.agent) => [
      await queries.count(() => portalCall(freshAgent(testApp.app), path)),
      await queries.count(() => portalCall(agent, path)),
      await queries.count(() => portalSettingsCall(agent, path)),
      await queries.count(() => portalUpdateCall(agent, path, 'updateFaqs', { faqs: FAQS })),
    ];
    expect(await costs(large.path, large.agent)).toEqual(await costs(small.path, small.agent));
  });
});

describe('an institution’s portfolio (spec §7 getInstitutionPortfolio)', () => {
  const portfolioCall = (agent: ReturnType<typeof freshAgent>, path: string) =>
    agent.get(`/json/institute/lookup/getInstitutionPortfolio?path=${path}`);

  it('lists its learners’ published portfolios by name, while it allows them and to whoever sees its portal', async () => {
    const { path, agent } = await ownedInstitution(testApp, 'Portfolio College');
    const db = testApp.database.db;
    const people = await Promise.all(
      ['Zaki Learner', 'Ana Learner', 'Hidden Learner', 'Edu Cator'].map((fullName) =>
        buildUser(db, { fullName }),
      ),
    );
    const [zaki, ana, hidden, educator] = people;
    await db.execute(sql`
      INSERT INTO institution_members (institution_id, user_id, role, source)
      SELECT i.id, r.user_id, r.role, 'added' FROM institutions i,
        (VALUES (${zaki!.id}::uuid, 'learner'), (${ana!.id}::uuid, 'learner'), (${hidden!.id}::uuid, 'learner'),
          (${educator!.id}::uuid, 'educator')) AS r(user_id, role)
      WHERE i.path = ${path}`);
    for (const [person, isPublic] of [
      [zaki!, true],
      [ana!, true],
      [hidden!, false],
      [educator!, true],
    ] as const) {
      await db.execute(
        sql`UPDATE users SET profile_name = ${`p-${person.id.slice(0, 8)}`} WHERE id = ${person.id}::uuid`,
      );
      await db.execute(sql`
        INSERT INTO portfolios (user_id, is_public, headline) VALUES (${person.id}::uuid, ${isPublic}, 'My work')`);
    }
    const visitor = freshAgent(testApp.app);
    const listed = (await portfolioCall(visitor, path)).body.result as InstitutionPortfolio;
    expect(listed).toEqual({
      portfolioAllowed: true,
      total: 2,
      portfolios: [
        {
          fullName: 'Ana Learner',
          profileName: `p-${ana!.id.slice(0, 8)}`,
          avatarUrl: null,
          headline: 'My work',
        },
        {
          fullName: 'Zaki Learner',
          profileName: `p-${zaki!.id.slice(0, 8)}`,
          avatarUrl: null,
          headline: 'My work',
        },
      ],
    } satisfies InstitutionPortfolio);

    await portalUpdateCall(agent, path, 'setPortfolioIsAllowed', { portfolioAllowed: false });
    expect((await portfolioCall(visitor, path)).body.result).toEqual({
      portfolioAllowed: false,
      portfolios: [],
      total: 0,
    });
    await portalUpdateCall(agent, path, 'setPortalViewAccess', { viewAccess: 'private' });
    expect((await portfolioCall(visitor, path)).status).toBe(401);
    expect((await portfolioCall(visitor, 'no-such-college')).status).toBe(404);
  });
});

describe('an institution’s qualifications (spec §3 Portal qualification templates)', () => {
  let count = 0;
  /** A qualification of one course, published or not. */
  async function qualification(name: string, published = true) {
    const code = `q-${++count}-${Date.now().toString(36)}`;
    await db().execute(sql`
      INSERT INTO qualifications (code, name, description, published, design)
      VALUES (${code}, ${name}, ${`About ${name}`}, ${published}, '{}'::jsonb)`);
    return code;
  }
  const choicesCall = (agent: TestAgent, path: string) =>
    agent.get(`/json/portal/read/getQualificationChoices/${path}`);
  const setCall = (agent: TestAgent, path: string, codes: string[]) =>
    agent.post(`/json/portal/update/setPortalQualifications/${path}`, { codes });
  const offered = async (agent: TestAgent, path: string) =>
    (
      (await agent.get(`/json/institute/lookup/getPortalQualifications?path=${path}`)).body.result as {
        qualifications: Array<{ code: string; name: string; courseCount: number }>;
      }
    ).qualifications;

  it('are chosen by platform staff among the published ones no other portal offers, and shown to anyone', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const other = await ownedInstitution(testApp);
    const staff = await staffAgent(testApp);
    const writing = await qualification('Zeta Writing');
    const algebra = await qualification('Alpha Algebra');
    const draft = await qualification('Draft Design', false);

    const choices = (await choicesCall(staff, path)).body.result as { choices: Array<{ code: string }> };
    const codes = choices.choices.map((choice) => choice.code);
    expect(codes).toEqual(expect.arrayContaining([writing, algebra]));
    expect(codes).not.toContain(draft);
    // Its team may not choose them (platform staff make qualifications).
    expect((await setCall(agent, path, [writing])).status).toBe(403);

    const saved = await setCall(staff, path, [writing, algebra, draft]);
    expect(saved.status).toBe(200);
    const visitor = freshAgent(testApp.app);
    expect(await offered(visitor, path)).toEqual([
      { code: algebra, name: 'Alpha Algebra', description: 'About Alpha Algebra', courseCount: 0 },
      { code: writing, name: 'Zeta Writing', description: 'About Zeta Writing', courseCount: 0 },
    ]);
    // Another portal cannot have them while this one offers them.
    const elsewhere = (await choicesCall(staff, other.path)).body.result as {
      choices: Array<{ code: string }>;
    };
    expect(elsewhere.choices.map((choice) => choice.code)).not.toContain(writing);
    await setCall(staff, other.path, [writing]);
    expect(await offered(visitor, other.path)).toEqual([]);

    // Unpublished, it leaves the portal's page; no longer chosen, it is offered nowhere.
    await db().execute(sql`UPDATE qualifications SET published = false WHERE code = ${algebra}`);
    expect((await offered(visitor, path)).map((shown) => shown.code)).toEqual([writing]);
    await setCall(staff, path, []);
    expect(await offered(visitor, path)).toEqual([]);
    expect((await choicesCall(agent, path)).status).toBe(403);
  });
});
