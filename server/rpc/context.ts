import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { SessionOrigin } from '../http/session-store';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import type { Hooks } from '../modules/hook';
import type { FileStorage } from '../storage/storage';
import type { Actor } from './actor';

/** What the application is built from: configuration, database, logger, job queue. */
export interface AppDeps {
  config: Config;
  /** The session secret (from SESSION_SECRET or generated into DATA_DIR); keys derive from it. */
  secret: string;
  database: Database;
  logger: Logger;
  /** Send-only in a web process with RUN_JOBS=0; absent with RUN_JOBS=0 on the embedded database and in tests. */
  jobs?: JobQueue;
  /** Uploaded files: a folder under DATA_DIR by default. */
  storage: FileStorage;
  /** Outgoing mail: written to the outbox in the caller's transaction, sent after the commit. */
  mailer: Mailer;
  /** Folder of the built web app (index.html and assets); absent in API-only tests. */
  webRoot?: string;
}

/** Starts and ends the browser session of the current request (sets and clears the cookie). */
export interface SessionControl {
  start(db: Db, userId: string, origin?: SessionOrigin): Promise<void>;
  end(db: Db): Promise<void>;
}

/** Everything a resource method knows about its request; `Caller` is the actor its policy guarantees. */
export interface RequestContext<Caller extends Actor = Actor> {
  deps: AppDeps;
  /** Becomes the new user when the request signs in, so later steps of a multi call see them. */
  actor: Caller;
  client: { ip: string; userAgent: string };
  session: SessionControl;
  /** The hooks of every module, for a domain to let higher ones act (`ctx.hooks.emit`). */
  hooks: Hooks;
  /** Set the CSRF cookie on the reply (keeping a genuine one) and return its token. */
  issueCsrfToken(): string;
  /** The request's cookies, and setting one on the reply (HTTP-only, this site, Lax). */
  cookies: RequestCookies;
}

/** A request's cookies as a method reads and sets them. */
export interface RequestCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}
