import { eq } from 'drizzle-orm';
import type {
  ClassData,
  ClassFormValues,
  ClassMode,
  CredentialType,
  Currency,
  EnrolmentType,
} from '../../../common/api/cohort';
import { CLASS_FORM_REASONS, type UpdateAssessmentInput } from '../../../common/api/cohort';
import { AssessmentPresets, classAssessmentOf } from '../../../common/domain/class-assessment';
import type { Db } from '../../db/client';
import { cohorts, courses } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { LoadedClass } from './class-access';
import { localPrice } from './class-price';
import { classDate } from './enrolment-dates';
import { mayManageClass } from './policy';

const instantOf = (iso: string | null) => (iso === null ? null : new Date(iso));

/** An instant as ISO and as its local-naive variant in the class's zone. */
function datePair(instant: Date | null, timeZone: string): [string | null, string | null] {
  const date = classDate(instant, timeZone);
  return [date?.iso ?? null, date?.local ?? null];
}

/** The class with its settings (spec §3 Cohort): one query. */
export async function readClass(db: Db, actor: Actor, loaded: LoadedClass): Promise<ClassData> {
  const [row] = await db
    .select({ cohort: cohorts, defaultCohort: courses.defaultCohort })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.id, loaded.id));
  if (!row) throw new AppError('not_found', REASONS.notFound);
  const { cohort } = row;
  const zone = cohort.classAccessTz;
  const [startDate, startDateLocal] = datePair(cohort.startDate, zone);
  const [endDate, endDateLocal] = datePair(cohort.endDate, zone);
  const [enrolmentCloseDate, enrolmentCloseDateLocal] = datePair(cohort.enrolmentCloseDate, zone);
  const mode = cohort.mode as ClassMode;
  const currency = cohort.currency as Currency;
  return {
    path: cohort.path,
    name: cohort.name,
    coursePath: loaded.coursePath,
    courseName: loaded.courseName,
    isDefault: row.defaultCohort === cohort.path,
    accessCode: cohort.accessCode,
    coursePriceMinor: cohort.coursePriceMinor,
    studentPriceMinor: cohort.studentPriceMinor,
    currency,
    credentialTypes: cohort.credentialTypes as CredentialType[],
    enrolmentType: cohort.enrolmentType as EnrolmentType,
    mode,
    isScheduled: mode === 'scheduled',
    isOpen: mode === 'open',
    isSelfPaced: mode === 'self_paced',
    classAccessTz: zone,
    startDate,
    startDateLocal,
    endDate,
    endDateLocal,
    enrolmentCloseDate,
    enrolmentCloseDateLocal,
    seatLimit: cohort.seatLimit,
    localPrice: localPrice(cohort),
    assessmentSettings: classAssessmentOf(cohort.assessmentSettings),
    assessmentPresets: AssessmentPresets.catch([]).parse(cohort.assessmentPresets),
    canManage: mayManageClass(actor, loaded),
    learnersCreateGroups: cohort.learnersCreateGroups,
  };
}

/** Let the class's learners create groups, or not (spec §2 groups; its staff always may). */
export async function setLearnersCreateGroups(
  db: Db,
  actor: Actor,
  loaded: LoadedClass,
  learnersCreateGroups: boolean,
): Promise<ClassData> {
  await db.update(cohorts).set({ learnersCreateGroups }).where(eq(cohorts.id, loaded.id));
  return readClass(db, actor, loaded);
}

/** The stored columns of a valid class form. */
export function storedSettings(values: ClassFormValues) {
  return {
    ...values,
    startDate: instantOf(values.startDate),
    endDate: instantOf(values.endDate),
    enrolmentCloseDate: instantOf(values.enrolmentCloseDate),
  };
}

/** Save the whole class form (already validated by its schema). */
export async function updateClass(
  db: Db,
  actor: Actor,
  loaded: LoadedClass,
  values: ClassFormValues,
): Promise<ClassData> {
  await db
    .update(cohorts)
    .set({ ...storedSettings(values), updatedAt: new Date() })
    .where(eq(cohorts.id, loaded.id));
  return readClass(db, actor, loaded);
}

/**
 * Save the enrolment close date alone (the autosaved field): it must not be after the class's end
 * date, read under a row lock so a concurrent form save cannot slip an earlier end date past it.
 */
export async function setEnrolmentCloseDate(
  db: Db,
  actor: Actor,
  loaded: LoadedClass,
  enrolmentCloseDate: string | null,
): Promise<ClassData> {
  const close = instantOf(enrolmentCloseDate);
  const [row] = await db
    .select({ endDate: cohorts.endDate })
    .from(cohorts)
    .where(eq(cohorts.id, loaded.id))
    .for('update');
  if (close && row?.endDate && close > row.endDate) {
    throw new AppError('invalid_input', CLASS_FORM_REASONS.closeNotAfterEnd, {
      enrolmentCloseDate: CLASS_FORM_REASONS.closeNotAfterEnd,
    });
  }
  await db
    .update(cohorts)
    .set({ enrolmentCloseDate: close, updatedAt: new Date() })
    .where(eq(cohorts.id, loaded.id));
  return readClass(db, actor, loaded);
}

/**
 * Save the class's assessment settings and presets (spec §3 Cohort assessmentSettings and
 * assessmentPresets). Held grades keep their release time; `releaseGrades` releases them now, and
 * holding them again (another release setting, then held) holds them anew.
 */
export async function updateAssessment(
  db: Db,
  actor: Actor,
  loaded: LoadedClass,
  input: UpdateAssessmentInput,
  now = new Date(),
): Promise<ClassData> {
  const [row] = await db
    .select({ stored: cohorts.assessmentSettings })
    .from(cohorts)
    .where(eq(cohorts.id, loaded.id))
    .for('update');
  const before = classAssessmentOf(row?.stored);
  const stillHeld = before.gradeRelease === 'held' && input.settings.gradeRelease === 'held';
  const releasedAt = input.releaseGrades ? now.toISOString() : stillHeld ? before.releasedAt : null;
  await db
    .update(cohorts)
    .set({
      assessmentSettings: { ...input.settings, releasedAt },
      assessmentPresets: input.presets,
      updatedAt: now,
    })
    .where(eq(cohorts.id, loaded.id));
  return readClass(db, actor, loaded);
}
