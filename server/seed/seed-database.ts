import type { Logger } from 'pino';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../modules';
import { storageFromConfig } from '../storage/storage-from-config';
import { seedDemoData } from './demo-data';

/** Open the configured database, bring it up to date, add the demo data it lacks, close it. */
export async function seedDatabase(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
    },
    logger,
  );
  try {
    await prepareDatabase(database);
    await seedDemoData(database.db, logger, storageFromConfig(config));
  } finally {
    await database.close();
  }
}
