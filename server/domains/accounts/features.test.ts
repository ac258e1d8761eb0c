import { describe, expect, it } from 'vitest';
import { featureAssignments, features } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const testApp = setUpTestApp();

const featuresOf = (agent: TestAgent, userId: string) =>
  agent.get(`/json/feature/lookup/features?userId=${userId}`);
const variantsOf = (agent: TestAgent, userId: string) =>
  agent.get(`/json/feature/lookup/variants?userId=${userId}`);

describe('feature flags', () => {
  it('give each user the features on for everyone or assigned to them, with their variants', async () => {
    const { db } = testApp.database;
    const chosen = await buildUser(db);
    const other = await buildUser(db);
    await db
      .insert(features)
      .values([
        { key: 'new-editor', enabledForAll: true, defaultVariant: 'blue' },
        { key: 'ai-assistant', defaultVariant: 'short' },
        { key: 'beta-gallery' },
        { key: 'dark-mode', enabledForAll: true },
      ]);
    await db.insert(featureAssignments).values([
      { featureKey: 'ai-assistant', userId: chosen.id, variant: 'long' },
      { featureKey: 'new-editor', userId: chosen.id, variant: 'green' },
      { featureKey: 'beta-gallery', userId: chosen.id },
    ]);
    const agent = await signedInAgent(testApp.app, chosen.email);
    const otherAgent = await signedInAgent(testApp.app, other.email);

    expect((await featuresOf(agent, chosen.id)).body.result).toEqual([
      'ai-assistant',
      'beta-gallery',
      'dark-mode',
      'new-editor',
    ]);
    expect((await variantsOf(agent, chosen.id)).body.result).toEqual({
      'ai-assistant': 'long',
      'beta-gallery': null,
      'dark-mode': null,
      'new-editor': 'green',
    });
    expect((await featuresOf(otherAgent, other.id)).body.result).toEqual(['dark-mode', 'new-editor']);
    expect((await variantsOf(otherAgent, other.id)).body.result).toEqual({
      'dark-mode': null,
      'new-editor': 'blue',
    });
  });

  it('answer staff about anyone, and refuse another user and a stranger', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db);
    const staff = await signedInAgent(testApp.app, (await buildUser(db, { isStaff: true })).email);
    const other = await signedInAgent(testApp.app, (await buildUser(db)).email);
    const stranger = new TestAgent(testApp.app);

    expect((await featuresOf(staff, user.id)).status).toBe(200);
    expect((await variantsOf(staff, user.id)).status).toBe(200);
    expect((await featuresOf(other, user.id)).status).toBe(403);
    expect((await variantsOf(other, user.id)).status).toBe(403);
    expect((await featuresOf(stranger, user.id)).status).toBe(401);
    expect((await variantsOf(stranger, user.id)).status).toBe(401);
    // An id that names nobody is refused as any other person's: the answer tells no id apart.
    expect((await featuresOf(other, '00000000-0000-4000-8000-000000000000')).status).toBe(403);
  });

  it('refuse a userId that is not one, with the field named', async () => {
    const staff = await signedInAgent(
      testApp.app,
      (await buildUser(testApp.database.db, { isStaff: true })).email,
    );
    const reply = await featuresOf(staff, 'someone');
    expect(reply).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { userId: expect.any(String) } },
    });
  });
});
