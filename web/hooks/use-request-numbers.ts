import { useState } from 'react';

/**
 * Numbers a list's requests (spec §4 "ignores stale responses by request id"): each time what is
 * asked for changes, the next number; an answer is the latest only when it carries the number of
 * the last request asked for, so an older answer arriving after a newer request is ignored.
 */
export class RequestNumbers {
  #asked: string | undefined;
  #latest = 0;

  /** The number of the request for `asked` (a key of what is asked): a new one when it changed. */
  numberFor(asked: string): number {
    if (asked !== this.#asked) {
      this.#asked = asked;
      this.#latest += 1;
    }
    return this.#latest;
  }

  /** The number of the last request asked for (0 before any). */
  get latest(): number {
    return this.#latest;
  }

  /** Whether `answer` answers the last request asked for. */
  isLatest(answer: { requestId: number }): boolean {
    return answer.requestId === this.#latest;
  }
}

/** One component's RequestNumbers, kept across its renders. */
export function useRequestNumbers(): RequestNumbers {
  const [numbers] = useState(() => new RequestNumbers());
  return numbers;
}
