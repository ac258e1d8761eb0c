import { createServer } from 'node:http';
import { type SmtpInbox, startSmtpInbox } from '../server/test/smtp-inbox';

/** A running mail catcher: the SMTP address for the app and how to stop it. */
export interface MailCatcher {
  smtpUrl: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps what the app sends, and a read-only HTTP
 * view of it on 127.0.0.1:`httpPort`: `GET /messages?to=address` gives the messages to that
 * address (any case), oldest first, as JSON with to, subject, text and html.
 */
export async function startMailCatcher(httpPort: number): Promise<MailCatcher> {
  const inbox: SmtpInbox = await startSmtpInbox();
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase() ?? '';
    const messages = inbox.messages
      .filter((message) => message.to.toLowerCase().includes(to))
      .map(({ to: address, subject, text, html }) => ({ to: address, subject, text, html }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpUrl: inbox.url,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await inbox.close();
    },
  };
}
