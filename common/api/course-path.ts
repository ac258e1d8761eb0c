import { z } from 'zod';
import { reasonText } from '../reasons';

// The paths a call's input names its course and class by, declared once for every contract.

/** A course named by its path in a call's input (any case; refused with a reason when blank). */
export const CoursePath = z
  .string({ error: reasonText('progress.course') })
  .trim()
  .toLowerCase()
  .min(1, { error: reasonText('progress.course') });

/** A class named by its path in a call's input (any case; refused with a reason when blank). */
export const CohortPath = z
  .string({ error: reasonText('enrolment.cohortPath') })
  .trim()
  .toLowerCase()
  .min(1, { error: reasonText('enrolment.cohortPath') });
