import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_REASONS,
  INSTITUTION_TEAM_MAX,
  type InstitutionSettings,
  type TeamMember,
} from '../../../common/api/institution';
import type { TestReply } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import {
  addCall,
  ownedInstitution,
  removeCall,
  settingsCall,
  staffAgent,
  teamCall,
  transferCall,
  updateCall,
} from './institution-test-kit';

const testApp = setUpTestApp();

const SETTINGS = {
  name: 'Renamed University',
  country: 'us',
  region: 'us',
  status: 'inactive',
  colours: { primary: '#112233', accent: '#AABBCC' },
};

describe('an institution’s settings', () => {
  it('are read and changed by its team, its path staying', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const admin = await userAgent(testApp, { fullName: 'Ada Admin' });
    await addCall(agent, path, admin.user.email);

    const changed = await updateCall(admin.agent, path, { ...SETTINGS, path: 'elsewhere' });
    expect(changed.status).toBe(200);
    expect(changed.body.result as InstitutionSettings).toMatchObject({
      ...SETTINGS,
      colours: { primary: '#112233', accent: '#aabbcc' },
      path,
      owner: { userId: owner.id, fullName: 'Owner Person' },
      myRole: 'administrator',
    });
    const read = await settingsCall(agent, path);
    expect(read.body.result).toEqual({ ...(changed.body.result as object), myRole: 'owner' });
  });

  it('refuses a bad field by its reason', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const reply = await updateCall(agent, path, {
      ...SETTINGS,
      status: 'closed',
      colours: { primary: 'red' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      status: INSTITUTION_REASONS.status,
      'colours.primary': INSTITUTION_REASONS.colour,
      'colours.accent': INSTITUTION_REASONS.colour,
    });
  });
});

describe('an institution’s team', () => {
  it('takes administrators by e-mail, owner first then by name, and lets them go', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const zed = await buildUser(testApp.database.db, { fullName: 'Zed Zulkifli' });
    const amy = await buildUser(testApp.database.db, { fullName: 'Amy Tan' });
    expect((await addCall(agent, path, `  ${zed.email.toUpperCase()} `)).status).toBe(200);
    const added = await addCall(agent, path, amy.email);
    expect(added.status).toBe(200);
    const team = added.body.result as TeamMember[];
    expect(team.map((member) => [member.fullName, member.role])).toEqual([
      ['Owner Person', 'owner'],
      ['Amy Tan', 'administrator'],
      ['Zed Zulkifli', 'administrator'],
    ]);
    expect(team[0]).toEqual({
      userId: owner.id,
      fullName: 'Owner Person',
      email: owner.email,
      role: 'owner',
      addedAt: expect.stringMatching(/Z$/),
    });
    expect((await teamCall(agent, path)).body.result).toEqual(team);

    const removed = await removeCall(agent, path, zed.id);
    expect(removed.status).toBe(200);
    expect((removed.body.result as TeamMember[]).map((member) => member.userId)).toEqual([owner.id, amy.id]);
  });

  it('refuses each wrong change by its field', async () => {
    const { path, owner, agent } = await ownedInstitution(testApp);
    const member = await buildUser(testApp.database.db);
    const stranger = await buildUser(testApp.database.db);
    await addCall(agent, path, member.email);

    const refusals: Array<[() => Promise<TestReply>, object]> = [
      [() => addCall(agent, path, 'nobody@example.test'), { email: INSTITUTION_REASONS.noAccount }],
      [() => addCall(agent, path, 'not an address'), { email: INSTITUTION_REASONS.email }],
      [() => addCall(agent, path, member.email), { email: INSTITUTION_REASONS.alreadyInTeam }],
      [() => addCall(agent, path, owner.email), { email: INSTITUTION_REASONS.alreadyInTeam }],
      [() => removeCall(agent, path, owner.id), { userId: INSTITUTION_REASONS.ownerStays }],
      [() => removeCall(agent, path, stranger.id), { userId: INSTITUTION_REASONS.notInTeam }],
      [() => removeCall(agent, path, 'not-a-uuid'), { userId: INSTITUTION_REASONS.notInTeam }],
    ];
    for (const [call, fields] of refusals) {
      const reply = await call();
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual(fields);
    }
    const team = (await teamCall(agent, path)).body.result as TeamMember[];
    expect(team.map((each) => each.userId)).toEqual([owner.id, member.id]);
  });

  it('holds at most its limit of administrators', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const { db } = testApp.database;
    await db.execute(sql`INSERT INTO users (full_name, email, password_hash)
      SELECT 'Filler ' || n, ${path} || '-filler-' || n || '@example.test', 'x'
      FROM generate_series(1, ${INSTITUTION_TEAM_MAX}) AS n`);
    await db.execute(sql`INSERT INTO role_grants (user_id, scope, scope_path, role)
      SELECT id, 'institution', ${path}, 'administrator' FROM users WHERE email LIKE ${`${path}-filler-%`}`);
    const one = await buildUser(db);
    const full = await addCall(agent, path, one.email);
    expect(full.status).toBe(400);
    expect(full.body.fields).toEqual({ email: INSTITUTION_REASONS.teamFull });
  });

  it('passes to another owner, the old one staying as an administrator', async () => {
    const { path, agent, owner } = await ownedInstitution(testApp);
    const admin = await userAgent(testApp, { fullName: 'Next Owner' });
    await addCall(agent, path, admin.user.email);
    const stranger = await buildUser(testApp.database.db);

    const byAdmin = await transferCall(admin.agent, path, admin.user.id);
    expect(byAdmin.status).toBe(403);
    expect((await transferCall(agent, path, stranger.id)).body.fields).toEqual({
      userId: INSTITUTION_REASONS.notInTeam,
    });
    expect((await transferCall(agent, path, owner.id)).body.fields).toEqual({
      userId: INSTITUTION_REASONS.alreadyOwner,
    });

    const team = (await transferCall(agent, path, admin.user.id)).body.result as TeamMember[];
    expect(team.map((member) => [member.userId, member.role])).toEqual([
      [admin.user.id, 'owner'],
      [owner.id, 'administrator'],
    ]);
    expect((await settingsCall(admin.agent, path)).body.result).toMatchObject({
      myRole: 'owner',
      owner: { userId: admin.user.id, fullName: 'Next Owner' },
    });
    // The old owner may no longer hand it on; platform staff may, to any administrator.
    expect((await transferCall(agent, path, owner.id)).status).toBe(403);
    const staff = await staffAgent(testApp);
    expect((await transferCall(staff, path, owner.id)).status).toBe(200);
    expect((await settingsCall(agent, path)).body.result).toMatchObject({ myRole: 'owner' });
  });
});
