import { z } from 'zod';
import { reasonText } from '../reasons';

/** A course named by its path in a call's input (any case; refused with a reason when blank). */
export const CoursePath = z
  .string({ error: reasonText('progress.course') })
  .trim()
  .toLowerCase()
  .min(1, { error: reasonText('progress.course') });
