import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/domains/accounts';
import { createLogger } from '../server/logger';
import { prepareDatabase } from '../server/modules';
import { seedDemoData } from '../server/seed/demo-data';
import { storageFromConfig } from '../server/storage/storage-from-config';

// `npm run seed`: create the demo accounts and courses that do not exist yet (the platform must be stopped
// when it uses the embedded database: one process per data folder).
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
try {
  const database = await openDatabase(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
    },
    logger,
  );
  await prepareDatabase(database);
  await seedDemoData(database.db, logger, storageFromConfig(config));
  await database.close();
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(18)} ${account.email}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
