import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { APP } from '../modules';
import type { FileStorage } from '../storage/storage';

/**
 * Create the demo data that does not exist yet: each domain seeds in layer order (accounts, then
 * courses with their pages, then classes with the demo learner's progress). Safe to run again.
 */
export async function seedDemoData(db: Db, logger: Logger, storage: FileStorage): Promise<void> {
  await APP.seed(db, logger, storage);
}
