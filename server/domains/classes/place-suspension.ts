import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolments } from '../../db/schema';

// A learner's place in a class held back while an instalment that pays for it is unpaid
// (commerce's instalment plans decide when): a suspended enrolment counts as no active one
// anywhere (its pages, quizzes, posts, seat), and the course's pages refuse it with a reason of its
// own (course-access.ts 'suspended'), until the place is restored.

type Place = { userId: string; cohortId: string };
type Standing = 'active' | 'suspended';

/** Move `place` from one standing to the other; a place in neither (pending, gone) is left alone. */
async function movePlace(db: Db, place: Place, from: Standing, to: Standing): Promise<void> {
  await db
    .update(enrolments)
    .set({ status: to })
    .where(
      and(
        eq(enrolments.userId, place.userId),
        eq(enrolments.cohortId, place.cohortId),
        eq(enrolments.status, from),
      ),
    );
}

/** Suspend `userId`'s active place in the class `cohortId`. */
export const suspendPlace = (db: Db, place: Place) => movePlace(db, place, 'active', 'suspended');

/** Give back a suspended place: the learner is active in the class again, with their progress. */
export const restorePlace = (db: Db, place: Place) => movePlace(db, place, 'suspended', 'active');
