import { emailCalls, MAIL_OUTBOX_PAGE_SIZE } from '../../../common/api/email';
import { listKeptMail } from '../../mail/kept-mail';
import { resource, serve, servedMethods } from '../../rpc/method';
import { readMailOutbox } from './policy';

/**
 * The mail outbox (`/wasabi/mail-outbox/`): what the platform kept instead of sending, because no
 * SMTP server is configured. Sent mail is never listed: its links belong to their recipients.
 */
export const emailResource = resource(
  'email',
  servedMethods(
    serve(emailCalls.listKeptMail, {
      allow: readMailOutbox,
      run: async (db, _ctx, _loaded, input) => {
        const rows = await listKeptMail(db, { limit: MAIL_OUTBOX_PAGE_SIZE + 1, before: input.before });
        return {
          messages: rows.slice(0, MAIL_OUTBOX_PAGE_SIZE).map((row) => ({
            id: row.id,
            to: row.toAddress,
            template: row.templateKey,
            language: row.language,
            subject: row.subject,
            text: row.bodyText,
            keptAt: row.createdAt.toISOString(),
          })),
          hasMore: rows.length > MAIL_OUTBOX_PAGE_SIZE,
        };
      },
    }),
  ),
);
