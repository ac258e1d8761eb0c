import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTITUTION_COLOURS,
  INSTITUTION_REASONS,
  type InstitutionSettings,
} from '../../../common/api/institution';
import { rowsOf } from '../../db/client';
import { freshAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { INSTITUTIONS_PER_USER } from './institution-create';
import { createCall, freshPath, settingsCall } from './institution-test-kit';

const testApp = setUpTestApp();

const institutionsAt = async (path: string) =>
  rowsOf<{ count: number }>(
    await testApp.database.db.execute(
      sql`SELECT count(*)::int AS count FROM institutions WHERE path = ${path}`,
    ),
  )[0]!.count;

const grantsAt = async (path: string) =>
  rowsOf<{ userId: string; role: string }>(
    await testApp.database.db.execute(sql`SELECT user_id AS "userId", role FROM role_grants
      WHERE scope = 'institution' AND scope_path = ${path}`),
  );

describe('creating an institution', () => {
  it('makes its creator the owner and answers its settings', async () => {
    const { user, agent } = await userAgent(testApp, { fullName: 'Nadia Creator' });
    const path = freshPath();
    const reply = await createCall(agent, {
      name: '  Kota University ',
      path: path.toUpperCase(),
      country: 'in',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result as InstitutionSettings).toEqual({
      path,
      name: 'Kota University',
      country: 'in',
      region: 'au',
      status: 'active',
      colours: DEFAULT_INSTITUTION_COLOURS,
      owner: { userId: user.id, fullName: 'Nadia Creator' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      myRole: 'owner',
    });
    expect(await grantsAt(path)).toEqual([{ userId: user.id, role: 'owner' }]);
    expect((await settingsCall(agent, path)).body.result).toEqual(reply.body.result);
  });

  it('refuses each field with its reason', async () => {
    const { agent } = await userAgent(testApp);
    const reply = await createCall(agent, { name: ' ', path: 'a_b', country: 'fr', region: 'eu' });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      name: INSTITUTION_REASONS.name,
      path: INSTITUTION_REASONS.path,
      country: INSTITUTION_REASONS.country,
      region: INSTITUTION_REASONS.region,
    });
    const tooShort = await createCall(agent, { name: 'U', path: 'ab', country: 'au' });
    expect(tooShort.body.fields).toEqual({ path: INSTITUTION_REASONS.path });
    const hyphens = await createCall(agent, { name: 'U', path: 'uni--kelas', country: 'au' });
    expect(hyphens.body.fields).toEqual({ path: INSTITUTION_REASONS.path });
  });

  it('refuses an address of the platform’s own pages', async () => {
    const { agent } = await userAgent(testApp);
    for (const path of ['wasabi', 'Courses', 'institution']) {
      const reply = await createCall(agent, { name: 'Mine', path, country: 'au' });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({ path: INSTITUTION_REASONS.pathReserved });
    }
    expect(await institutionsAt('wasabi')).toBe(0);
  });

  it('refuses a taken address by its field, and lets exactly one of two racing creators have it', async () => {
    const first = await userAgent(testApp);
    const path = freshPath();
    expect((await createCall(first.agent, { name: 'First', path, country: 'au' })).status).toBe(200);
    const second = await userAgent(testApp);
    const taken = await createCall(second.agent, { name: 'Second', path, country: 'us' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ path: INSTITUTION_REASONS.pathTaken });

    const racers = await Promise.all([userAgent(testApp), userAgent(testApp), userAgent(testApp)]);
    const raced = freshPath();
    const replies = await Promise.all(
      racers.map(({ agent }, n) => createCall(agent, { name: `Racer ${n}`, path: raced, country: 'au' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    expect(await institutionsAt(raced)).toBe(1);
    const winner = racers[replies.findIndex((reply) => reply.status === 200)]!;
    expect(await grantsAt(raced)).toEqual([{ userId: winner.user.id, role: 'owner' }]);
  });

  it('gives a new institution a fresh team, whatever grants its address had before', async () => {
    const stranger = await userAgent(testApp);
    const path = freshPath();
    await testApp.database.db.execute(sql`INSERT INTO role_grants (user_id, scope, scope_path, role)
      VALUES (${stranger.user.id}::uuid, 'institution', ${path}, 'administrator')`);
    const { user, agent } = await userAgent(testApp);
    expect((await createCall(agent, { name: 'Fresh', path, country: 'au' })).status).toBe(200);
    expect(await grantsAt(path)).toEqual([{ userId: user.id, role: 'owner' }]);
    expect((await settingsCall(stranger.agent, path)).status).toBe(404);
  });

  it('asks a visitor to sign in, and limits how many one person creates in a day', async () => {
    const visitor = await createCall(freshAgent(testApp.app), {
      name: 'V',
      path: freshPath(),
      country: 'au',
    });
    expect(visitor.status).toBe(401);
    const { agent } = await userAgent(testApp);
    for (let n = 0; n < INSTITUTIONS_PER_USER.max; n++) {
      expect((await createCall(agent, { name: `U ${n}`, path: freshPath(), country: 'au' })).status).toBe(
        200,
      );
    }
    const over = await createCall(agent, { name: 'One more', path: freshPath(), country: 'au' });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('rate_limited');
  });
});
