import type { z } from 'zod';
import type { CreateClassInput, CreatedClass } from '../../../common/api/cohort';
import type { Db } from '../../db/client';
import type { OutlineCourse } from '../courses';
import { storedSettings } from './class-settings';
import { createClass } from './class-store';

/** Create a class in `course` (the caller may: policy.ts createClassIn) with the caller as its creator. */
export async function createClassInCourse(
  db: Db,
  creatorId: string,
  course: OutlineCourse,
  input: z.output<typeof CreateClassInput>,
): Promise<CreatedClass> {
  const { coursePath: _coursePath, path, name, ...form } = input;
  const created = await createClass(
    db,
    { courseId: course.id, ...(path && { path }), ...storedSettings({ name, ...form }) },
    creatorId,
  );
  return { path: created.path, coursePath: course.path };
}
