import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { SiteDirectory } from '../http/sites';
import type { JobDefinition } from '../jobs/job';
import type { AppDeps } from '../rpc/context';
import type { Resource, ResourceMethods } from '../rpc/method';
import type { Endpoint } from '../rpc/registry';
import type { FileStorage } from '../storage/storage';
import type { HookHandler } from './hook';

/**
 * What one domain contributes to the application. `server/modules.ts` lists every domain's
 * module in layer order; the app, the job workers, the migrations and the seed are built from it.
 */
export interface DomainModule {
  /** The domain's folder under server/domains/. */
  name: string;
  /** The /json resources the domain owns. */
  resources?: readonly Resource[];
  /** Methods the domain adds to a lower domain's resource, by resource name (classes adds `getEnrolledClassData` to `user`). */
  extensions?: Readonly<Record<string, ResourceMethods>>;
  /** Endpoints outside the resource scheme (`/json/auth/`, `/api/…`). */
  endpoints?: readonly Endpoint[];
  /** HTTP routes of its own (uploads, downloads, media, rendering). */
  routes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /** The sites the web server serves besides the platform's domain, by host (institutions' domains). */
  sites?: (db: Db) => SiteDirectory;
  /** Background jobs. */
  // biome-ignore lint/suspicious/noExplicitAny: a module lists jobs of every payload type.
  jobs?: readonly JobDefinition<any>[];
  /** Handlers of lower domains' hooks. */
  hooks?: readonly HookHandler[];
  /** Reference rows shipped in code, written after the migrations on every start. */
  referenceData?: (db: Db) => Promise<void>;
  /** Demo data for an empty database; modules seed in layer order, so lower domains' rows exist. */
  seed?: (db: Db, logger: Logger, storage: FileStorage) => Promise<void>;
}

/** Declare a domain's module (identity at run time, checked by the compiler). */
export function defineModule(module: DomainModule): DomainModule {
  return module;
}
