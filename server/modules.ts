import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { accountsModule } from './domains/accounts';
import { assessmentModule } from './domains/assessment';
import { certificationModule } from './domains/certification';
import { classesModule } from './domains/classes';
import { commerceModule } from './domains/commerce';
import { contentModule } from './domains/content';
import { coursesModule } from './domains/courses';
import { institutionsModule } from './domains/institutions';
import { learningModule } from './domains/learning';
import { notificationsModule } from './domains/notifications';
import { socialModule } from './domains/social';
import { CORE_JOBS } from './jobs/definitions';
import type { JobDefinition } from './jobs/job';
import { compose } from './modules/compose';

/**
 * Every domain's module, in layer order (docs/architecture.md): a domain imports only those before
 * it. A new domain is one folder under server/domains/ and one line here.
 */
export const MODULES = [
  accountsModule,
  coursesModule,
  classesModule,
  contentModule,
  learningModule,
  assessmentModule,
  socialModule,
  notificationsModule,
  certificationModule,
  institutionsModule,
  commerceModule,
];

/** The application the modules make: resources, endpoints, routes, jobs, hooks, reference and demo data. */
export const APP = compose(MODULES);

/** Every job the workers run: the core's and the domains'. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [...CORE_JOBS, ...APP.jobs];

/**
 * Apply pending migrations, then write the reference rows the domains ship in code (the starter
 * page templates), so every start-up, worker and test database has them. Both steps are idempotent.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await APP.writeReferenceData(database.db);
}
