import { blockMediaDownloadUrl } from './block-media';

/**
 * Work a learner hands in to a submission block (a file or media recording block with `submission`
 * on, common/domain/widgets.ts isSubmissionBlock), then submits with `submitQuiz` as
 * `{ file: SubmittedFile }` (common/domain/quiz/submitted-file.ts).
 *
 * - `POST /api/block/{blockId}/submission/?cohortPath={path}` — multipart, one part named `file`:
 *   a learner of the named class who may answer the block (`answerQuiz`). Checked as block media
 *   of the block's kind (a file block: a document; a media recording: audio or video) with its
 *   limits, stored under the learner's folder for the block, and answered with
 *   `{ result: SubmittedFile }`. An earlier upload of theirs there that was never handed in goes.
 * - `GET|HEAD /api/submissions/{blockId}/{learnerId}/{name}` — the file, for the learner, and for
 *   the teachers of a class they handed it in to (`markClassAttempt`'s rule); anyone else: 404.
 *   `?name=` gives the download its name, as block media's. Never cached by shared caches.
 */
export const submissionUploadPath = (blockId: string, cohortPath: string): string =>
  `/api/block/${blockId}/submission/?cohortPath=${encodeURIComponent(cohortPath)}`;

/** Where a handed-in file is read: its storage key under /api/, downloaded under `name`. */
export const submissionFileUrl = (key: string, name: string): string =>
  blockMediaDownloadUrl(`/api/${key}`, name);
