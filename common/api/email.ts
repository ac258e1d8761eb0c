import { z } from 'zod';
import { contract } from './contract';

/** How many kept messages one page of the mail outbox shows. */
export const MAIL_OUTBOX_PAGE_SIZE = 20;

/** `lookup email listKeptMail`: a page of the outbox, older than the message `before` when given. */
export const KeptMailInput = z.object({ before: z.uuid({ error: 'Enter a valid message id' }).optional() });

/** A message kept because no SMTP server is configured, as staff read it. */
export const KeptMessage = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
  keptAt: z.string(),
});
export type KeptMessage = z.infer<typeof KeptMessage>;

/** One page of kept mail, newest first, and whether older messages follow. */
export const KeptMailPage = z.object({ messages: z.array(KeptMessage), hasMore: z.boolean() });
export type KeptMailPage = z.infer<typeof KeptMailPage>;

/** The calls of the `email` resource: the mail outbox of a platform without SMTP (staff only). */
export const emailCalls = {
  listKeptMail: contract('email', 'lookup', 'listKeptMail', { input: KeptMailInput, output: KeptMailPage }),
};
