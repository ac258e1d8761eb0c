import { expect } from '@playwright/test';

// The mail catcher of serve.ts listens beside the app, on the next port.
const CATCHER_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

/** A message the app sent, as the mail catcher shows it. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Wait for a message to `to` whose subject is `subject` (jobs deliver within a few seconds). */
export async function waitForMail(to: string, subject: string, timeout = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as CaughtMail[];
        found = messages.findLast((message) => message.subject === subject);
        return found !== undefined;
      },
      { timeout, message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The first link of a message's text whose path starts with `pathPrefix`. */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in:\n${mail.text}`);
  return link;
}
