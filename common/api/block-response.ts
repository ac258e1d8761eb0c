/**
 * A learner's response to a media recording block (spec §3 Block userData): a recording made in the
 * browser or an uploaded audio or video file, one per learner and block.
 *
 * - `POST /api/block/{blockId}/response/` — multipart, one part named `file` (checked as block
 *   media of the block's kind): a learner of an open class of the course, on a page open to them.
 *   Answers `{ result: BlockResponse }`; recording again replaces the response.
 * - `GET /api/block/{blockId}/response/` — the caller's own response: `{ result: BlockResponse | null }`.
 * - `GET /api/block/{blockId}/responses/` — for the teachers of a class of the course: the
 *   responses of the learners of the classes they teach, `{ result: LearnerResponse[] }` by name.
 * - `GET|HEAD /api/block-response/{responseId}/` — its file, for the learner and the teachers of
 *   a class they learn in only (anyone else: 404); never cached by shared caches.
 */
export interface BlockResponse {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
  /** ISO date-time of the latest recording. */
  updatedAt: string;
}

/** A learner's response as their teacher sees it. */
export interface LearnerResponse {
  learnerName: string;
  response: BlockResponse;
}

/** The teachers' list of the responses to a block. */
export const blockResponsesPath = (blockId: string): string => `/api/block/${blockId}/responses/`;

/** Where a learner sends, and reads, their response to a block. */
export const blockResponsePath = (blockId: string): string => `/api/block/${blockId}/response/`;

/** The address of a response's file. */
export const blockResponseUrl = (responseId: string): string => `/api/block-response/${responseId}/`;
