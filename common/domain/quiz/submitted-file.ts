import { z } from 'zod';
import { reasonText } from '../../reasons';

/** Where handed-in files are stored, apart from the course's files (which its readers receive). */
export const SUBMISSIONS_FOLDER = 'submissions';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A handed-in file's storage key: `submissions/<blockId>/<learnerId>/<uuid>.<ext>`. */
export const SUBMISSION_KEY = new RegExp(`^${SUBMISSIONS_FOLDER}/${UUID}/${UUID}/${UUID}\\.[a-z0-9]{2,5}$`);

/** The folder of one learner's files for one block: what they upload there is theirs to hand in. */
export const submissionFolder = (blockId: string, learnerId: string) =>
  `${SUBMISSIONS_FOLDER}/${blockId}/${learnerId}`;

/** The longest file name kept with a handed-in file. */
export const SUBMITTED_NAME_MAX = 200;

/**
 * A file as a learner hands it in (a submission block's answers are `{ file }`): the key its
 * upload answered, with its name, size and type. The server keeps only the key from the browser:
 * it must be one this learner uploaded for this block, and size and type are read from its upload.
 */
export const SubmittedFile = z.object(
  {
    key: z.string().regex(SUBMISSION_KEY, { error: reasonText('quiz.submittedFile') }),
    name: z.string().max(SUBMITTED_NAME_MAX, { error: reasonText('quiz.submittedFile') }),
    size: z.number().int().min(0),
    contentType: z.string().max(200),
  },
  { error: reasonText('quiz.submittedFile') },
);
export type SubmittedFile = z.infer<typeof SubmittedFile>;
