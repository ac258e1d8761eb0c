import addressparser from 'nodemailer/lib/addressparser';
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

/** A line holding a display name, a quoted part or a group: `Name <address>`, `"Doe, Jane" <address>`, `Team: …;`. */
const NAMED_LINE = /[<>":]/;

/**
 * The addresses of a pasted list, as typed. Lines are entries apart. A line with names is read by
 * nodemailer's address parser (RFC 5322 lists: commas and semicolons between entries, quoted
 * names holding either, groups); a bare line is split on commas, semicolons and white space, as
 * spreadsheets and address books paste them. An entry without an address keeps its text.
 */
function listedAddresses(text: string): string[] {
  const pieces: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!NAMED_LINE.test(line)) {
      pieces.push(...line.split(/[,;\s]+/));
      continue;
    }
    for (const mailbox of addressparser(line, { flatten: true })) {
      pieces.push(mailbox.address || mailbox.name);
    }
  }
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/**
 * Read a pasted list (see listedAddresses); judge each entry with the sign-up e-mail rule;
 * collapse duplicates (whatever their case, the first spelling kept).
 */
export function parseEmailList(text: string): EmailListEntry[] {
  const seen = new Set<string>();
  const entries: EmailListEntry[] = [];
  for (const piece of listedAddresses(text)) {
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
