import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { NO_SITES, type SiteDirectory } from '../http/sites';
import type { JobDefinition } from '../jobs/job';
import type { AppDeps } from '../rpc/context';
import { mergeMethods, type Resource } from '../rpc/method';
import type { Endpoint } from '../rpc/registry';
import type { FileStorage } from '../storage/storage';
import { Hooks } from './hook';
import type { DomainModule } from './module';

/** The application as its modules make it. */
export interface Composition {
  resources: readonly Resource[];
  endpoints: readonly Endpoint[];
  jobs: readonly JobDefinition[];
  hooks: Hooks;
  registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void>;
  /** The sites besides the platform's domain (the module that keeps them, else none). */
  sites(db: Db): SiteDirectory;
  writeReferenceData(db: Db): Promise<void>;
  seed(db: Db, logger: Logger, storage: FileStorage): Promise<void>;
}

/**
 * Compose `modules` (in layer order): each resource gets the methods higher modules add to it
 * (a method defined twice, or an extension of an unknown resource, fails at start-up).
 */
export function compose(modules: readonly DomainModule[]): Composition {
  const owned = modules.flatMap((module) => module.resources ?? []);
  const resources = owned.map((resource) => {
    const added = modules.flatMap((module) => module.extensions?.[resource.name] ?? []);
    return added.length === 0 ? resource : { ...resource, methods: mergeMethods(resource.methods, ...added) };
  });
  for (const module of modules) {
    for (const name of Object.keys(module.extensions ?? {})) {
      if (!owned.some((resource) => resource.name === name)) {
        throw new Error(`Module ${module.name} extends the unknown resource ${name}.`);
      }
    }
  }
  return {
    resources,
    endpoints: modules.flatMap((module) => module.endpoints ?? []),
    jobs: modules.flatMap((module) => (module.jobs ?? []) as JobDefinition[]),
    hooks: new Hooks(modules.flatMap((module) => module.hooks ?? [])),
    async registerRoutes(app, deps) {
      for (const module of modules) await module.routes?.(app, deps);
    },
    sites(db) {
      const keeper = modules.find((module) => module.sites);
      return keeper?.sites?.(db) ?? NO_SITES;
    },
    async writeReferenceData(db) {
      for (const module of modules) await module.referenceData?.(db);
    },
    async seed(db, logger, storage) {
      for (const module of modules) await module.seed?.(db, logger, storage);
    },
  };
}
