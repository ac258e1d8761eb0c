import { EmailAddress } from '../api/user';

/** The most entries one pasted list may hold. */
export const EMAIL_LIST_MAX_ENTRIES = 10_000;

/** The reason an entry is not an address (the sign-up rule's own wording). */
export const INVALID_EMAIL_REASON = 'Enter a valid email address';

/** One entry of a pasted list: valid, or marked invalid on its own with its reason (spec §5). */
export interface EmailListEntry {
  email: string;
  valid: boolean;
  reason?: string;
}

/**
 * Split pasted text on commas, semicolons, white space and new lines; judge each entry with the
 * sign-up e-mail rule; collapse duplicates (whatever their case, the first spelling kept).
 */
export function parseEmailList(text: string): EmailListEntry[] {
  const seen = new Set<string>();
  const entries: EmailListEntry[] = [];
  for (const piece of text.split(/[,;\s]+/)) {
    if (piece === '') continue;
    const key = piece.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const parsed = EmailAddress.safeParse(piece);
    entries.push(
      parsed.success
        ? { email: parsed.data, valid: true }
        : { email: piece, valid: false, reason: parsed.error.issues[0]?.message ?? INVALID_EMAIL_REASON },
    );
  }
  return entries;
}
