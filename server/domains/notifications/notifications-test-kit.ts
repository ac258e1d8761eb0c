import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { notificationSettings, notifications } from '../../db/schema';
import { type Hook, Hooks } from '../../modules/hook';
import { type Actor, ANONYMOUS } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import type { TestApp } from '../../test/app';
import { buildClass, buildCourse, buildEnrolment, buildUser } from '../../test/factories';
import { notificationsModule } from './module';

// This domain's handlers, as the composed app runs them for the hooks it handles.
const HOOKS = new Hooks(notificationsModule.hooks ?? []);

/** The context a hook handler gets in a request of `userId`, in this test app. */
export function hookContext(testApp: TestApp, userId: string | null): RequestContext {
  const actor: Actor = userId ? { userId, sessionId: null, isStaff: false, isSuperUser: false } : ANONYMOUS;
  return {
    deps: testApp.deps,
    actor,
    client: { ip: '127.0.0.1', userAgent: 'test' },
    session: { start: async () => {}, end: async () => {} },
    hooks: HOOKS,
    issueCsrfToken: () => '',
    cookies: { get: () => undefined, set: () => {} },
  };
}

/** Emit `hook` as its lower domain does: in one transaction, as `actorId`. */
export async function emitAs<Args extends unknown[]>(
  testApp: TestApp,
  actorId: string,
  hook: Hook<Args>,
  ...args: Args
): Promise<void> {
  await testApp.database.db.transaction((tx) =>
    HOOKS.emit(hook, tx as unknown as Db, hookContext(testApp, actorId), ...args),
  );
}

/** A course with a class, a page in it, and `learners` active learners. */
export async function classWithLearners(testApp: TestApp, learners: number) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp);
  const cohort = await buildClass(testApp, course.id);
  const [page] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO pages (course_id, module_id, path, title, position)
      VALUES (${course.id}, ${module.id}, 'week-1', 'Week 1', 0) RETURNING id`),
  );
  const people = [];
  for (let index = 0; index < learners; index++) {
    const user = await buildUser(db);
    await buildEnrolment(testApp, { userId: user.id, cohortId: cohort.id });
    people.push(user);
  }
  return { course, cohort, pageId: page!.id, people };
}

/** The place of a post or comment in that class. */
export function placeOf(setting: {
  course: { id: string; path: string };
  cohort: { id: string; path: string };
  pageId: string;
}) {
  return {
    courseId: setting.course.id,
    coursePath: setting.course.path,
    cohortId: setting.cohort.id,
    cohortPath: setting.cohort.path,
    pageId: setting.pageId,
  };
}

/** Everyone's notifications of one happening (by its source id). */
export async function notificationsOf(db: Db, sourceId: string) {
  return db.select().from(notifications).where(sql`${notifications.data}->>'sourceId' = ${sourceId}`);
}

/** A person's notifications. */
export async function notificationsFor(db: Db, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** Set one kind of a person's settings directly. */
export async function setKind(
  db: Db,
  userId: string,
  kind: string,
  choice: { inApp: boolean; email: boolean; emailFrequency?: 'immediately' | 'daily' },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({
      userId,
      kind,
      inApp: choice.inApp,
      email: choice.email,
      emailFrequency: choice.emailFrequency ?? 'immediately',
    })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: {
        inApp: choice.inApp,
        email: choice.email,
        emailFrequency: choice.emailFrequency ?? 'immediately',
      },
    });
}

/** A fixed-offset time zone (IANA `Etc/GMT±n`, whose sign is reversed) where it is now `hour` o'clock. */
export function zoneAtLocalHour(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 12) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
