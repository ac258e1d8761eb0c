import { sql } from 'drizzle-orm';
import type { QualificationInput } from '../../../common/api/qualification';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../rpc/app-error';
import { announce } from './completion-issuing';
import { checkDesignImages } from './design-images';

type SavedInput = Omit<QualificationInput, 'description'> & { description: string };

/** The pathway as rows: the core courses first, then the electives, each in the order given. */
async function pathwayOf(db: Db, input: SavedInput) {
  const paths = [...input.coreCoursePaths, ...input.electiveCoursePaths];
  const found = rowsOf<{ id: string; path: string }>(
    await db.execute(
      sql`SELECT id, path FROM courses WHERE path IN (SELECT jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))`,
    ),
  );
  const idOf = new Map(found.map((course) => [course.path, course.id]));
  const unknown = paths.find((path) => !idOf.has(path));
  if (unknown !== undefined) {
    const field = input.coreCoursePaths.includes(unknown) ? 'coreCoursePaths' : 'electiveCoursePaths';
    const reason = reasonText('qualification.unknownCourse', { path: unknown });
    throw new AppError('invalid_input', reason, { [field]: reason });
  }
  return paths.map((path, position) => ({
    courseId: idOf.get(path)!,
    kind: position < input.coreCoursePaths.length ? 'core' : 'elective',
    position,
  }));
}

function codeTaken(error: unknown): never {
  if (!isUniqueViolation(error)) throw error;
  const reason = reasonText('qualification.codeTaken');
  throw new AppError('conflict', reason, { code: reason });
}

/**
 * Create the qualification (`qualificationId` null) or replace what it is (its pathway included),
 * by platform staff `staffId`; answers its code. A published one is swept on commit: its enrolled
 * learners who have completed it now (it was just published, or its courses or electives changed)
 * are issued its certificate (qualification-sweep.ts).
 */
export async function saveQualification(
  db: Db,
  staffId: string | null,
  qualificationId: string | null,
  input: SavedInput,
): Promise<string> {
  const pathway = await pathwayOf(db, input);
  // Signatures uploaded by any course's team may sign a qualification; it has no logo of its own.
  await checkDesignImages(db, null, null, input.design);
  const design = JSON.stringify(input.design);
  const [saved] = rowsOf<{ id: string }>(
    await db
      .execute(
        qualificationId === null
          ? sql`INSERT INTO qualifications (code, name, description, electives_required, published, design, created_by)
              VALUES (${input.code}, ${input.name}, ${input.description}, ${input.electivesRequired}, ${input.published},
                ${design}::jsonb, ${staffId}::uuid)
              RETURNING id`
          : sql`UPDATE qualifications SET code = ${input.code}, name = ${input.name}, description = ${input.description},
                electives_required = ${input.electivesRequired}, published = ${input.published}, design = ${design}::jsonb,
                updated_at = now()
              WHERE id = ${qualificationId}::uuid RETURNING id`,
      )
      .catch(codeTaken),
  );
  const id = saved!.id;
  await db.execute(sql`DELETE FROM qualification_courses WHERE qualification_id = ${id}::uuid`);
  await db.execute(sql`
    INSERT INTO qualification_courses (qualification_id, course_id, kind, position)
    SELECT ${id}::uuid, p."courseId", p.kind, p.position
    FROM json_to_recordset(${JSON.stringify(pathway)}::json) AS p("courseId" uuid, kind text, position int)`);
  if (input.published) await announce(db, { qualificationId: id });
  return input.code;
}
