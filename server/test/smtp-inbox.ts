import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readConfig } from '../config';
import { createTestApp, type TestApp } from './app';
import { type ReadMail, readMime } from './read-mime';

/** A real SMTP server on loopback that keeps what it receives, for tests and the e2e mail catcher. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:{port}`, ready for SMTP_URL. */
  url: string;
  messages: ReadMail[];
  /** Resolves with the first message to `address` (any case) that arrives within `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number): Promise<ReadMail>;
  close(): Promise<void>;
}

/** Start an SMTP server on a free loopback port: no TLS, no authentication. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReadMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(readMime(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (address: string) =>
    messages.find((message) => message.to.toLowerCase().includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(address);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `/accounts/{screen}/{token}/` link in a message's text. */
export function linkToken(text: string, screen: 'reset-password' | 'verify-email'): string {
  const token = new RegExp(`/accounts/${screen}/([0-9a-f]+)/`).exec(text)?.[1];
  if (!token) throw new Error(`No ${screen} link in:\n${text}`);
  return token;
}

/** A test app whose mail goes over SMTP to an inbox on loopback; `close` stops both. */
export async function createMailTestApp(): Promise<TestApp & { inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  const testApp = await createTestApp({
    config: readConfig({ PUBLIC_URL: 'http://localhost:3000', SMTP_URL: inbox.url }),
  });
  return {
    ...testApp,
    inbox,
    close: async () => {
      await testApp.close();
      await inbox.close();
    },
  };
}
