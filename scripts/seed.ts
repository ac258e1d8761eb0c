import { readConfig } from '../server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/domains/accounts';
import { createLogger } from '../server/logger';
import { seedDatabase } from '../server/seed/seed-database';

// `npm run seed`: create the demo accounts and courses that do not exist yet (the platform must be stopped
// when it uses the embedded database: one process per data folder).
const config = readConfig();
try {
  await seedDatabase(config, createLogger(config.LOG_LEVEL));
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(18)} ${account.email}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
