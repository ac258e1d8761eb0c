import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_NOTIFICATION_KIND_REASON,
  defaultNotificationSetting,
  NOTIFICATION_KINDS,
  UNKNOWN_NOTIFICATION_KIND_REASON,
} from '../../../common/api/notification-settings';
import { notificationSettings } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const testApp = setUpTestApp();

const READ = '/json/user/read/getUserNotificationSettings/me';
const UPDATE = '/json/user/update/setNotificationSettings/me';

async function learner() {
  const user = await buildUser(testApp.database.db);
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

describe('notification settings', () => {
  it('start from the defaults of every kind, in order', async () => {
    const { agent } = await learner();
    const reply = await agent.get(READ);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual(NOTIFICATION_KINDS.map(defaultNotificationSetting));
  });

  it('keep the changes of one user and leave the other kinds and users at their defaults', async () => {
    const { agent } = await learner();
    const { agent: other } = await learner();
    const first = await agent.post(UPDATE, {
      settings: [
        { kind: 'kudos', inApp: false, email: true },
        { kind: 'course_updates', inApp: false, email: false },
      ],
    });
    expect(first.status).toBe(200);
    await agent.post(UPDATE, { settings: [{ kind: 'kudos', inApp: true, email: true }] });

    const settings = (await agent.get(READ)).body.result as Array<{ kind: string }>;
    expect(settings.find((entry) => entry.kind === 'kudos')).toEqual({
      kind: 'kudos',
      inApp: true,
      email: true,
      emailFrequency: 'immediately',
    });
    expect(settings.find((entry) => entry.kind === 'course_updates')).toEqual({
      kind: 'course_updates',
      inApp: false,
      email: false,
      emailFrequency: 'none',
    });
    const announcements = NOTIFICATION_KINDS.find((entry) => entry.kind === 'class_announcements')!;
    expect(settings.find((entry) => entry.kind === 'class_announcements')).toEqual(
      defaultNotificationSetting(announcements),
    );
    expect((await other.get(READ)).body.result).toEqual(NOTIFICATION_KINDS.map(defaultNotificationSetting));
  });

  it('refuse an unknown kind and a repeated kind, saving nothing', async () => {
    const { user, agent } = await learner();
    const unknown = await agent.post(UPDATE, {
      settings: [
        { kind: 'kudos', inApp: false, email: false },
        { kind: 'weather', inApp: true, email: true },
      ],
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { 'settings.1.kind': UNKNOWN_NOTIFICATION_KIND_REASON } },
    });
    const repeated = await agent.post(UPDATE, {
      settings: [
        { kind: 'kudos', inApp: false, email: false },
        { kind: 'kudos', inApp: true, email: false },
      ],
    });
    expect(repeated).toMatchObject({
      status: 400,
      body: { fields: { settings: DUPLICATE_NOTIFICATION_KIND_REASON } },
    });
    const missingChannel = await agent.post(UPDATE, { settings: [{ kind: 'kudos', inApp: true }] });
    expect(missingChannel.body.fields).toHaveProperty(['settings.0.emailFrequency']);
    const rows = await testApp.database.db.select().from(notificationSettings);
    expect(rows.filter((row) => row.userId === user.id)).toEqual([]);
  });

  it('store the e-mail frequency (none, immediately, daily) and keep it when only the old on/off comes', async () => {
    const { user, agent } = await learner();
    const kudos = (settings: unknown) =>
      (settings as Array<{ kind: string }>).find((entry) => entry.kind === 'kudos');
    const daily = await agent.post(UPDATE, {
      settings: [{ kind: 'kudos', inApp: true, emailFrequency: 'daily' }],
    });
    expect(kudos(daily.body.result)).toEqual({
      kind: 'kudos',
      inApp: true,
      email: true,
      emailFrequency: 'daily',
    });
    expect(kudos((await agent.get(READ)).body.result)).toMatchObject({ emailFrequency: 'daily' });
    // The older form turns e-mail off and on again, and the digest choice stays.
    await agent.post(UPDATE, { settings: [{ kind: 'kudos', inApp: true, email: false }] });
    expect(kudos((await agent.get(READ)).body.result)).toMatchObject({
      email: false,
      emailFrequency: 'none',
    });
    await agent.post(UPDATE, { settings: [{ kind: 'kudos', inApp: true, email: true }] });
    expect(kudos((await agent.get(READ)).body.result)).toMatchObject({
      email: true,
      emailFrequency: 'daily',
    });
    await agent.post(UPDATE, { settings: [{ kind: 'kudos', inApp: true, emailFrequency: 'none' }] });
    const [row] = (await testApp.database.db.select().from(notificationSettings)).filter(
      (entry) => entry.userId === user.id,
    );
    expect(row).toMatchObject({ kind: 'kudos', email: false, emailFrequency: 'daily' });
    const wrong = await agent.post(UPDATE, {
      settings: [{ kind: 'kudos', inApp: true, emailFrequency: 'hourly' }],
    });
    expect(wrong.body.fields).toHaveProperty(['settings.0.emailFrequency']);
  });

  it('are the signed-in user’s own: a stranger is refused and another id is not found', async () => {
    const { agent } = await learner();
    const { user: stranger } = await learner();
    expect((await new TestAgent(testApp.app).get(READ)).status).toBe(401);
    expect((await agent.get(`/json/user/read/getUserNotificationSettings/${stranger.id}`)).status).toBe(404);
  });
});
