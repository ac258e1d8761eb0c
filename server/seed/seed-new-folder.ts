import { readConfig } from '../config';
import { createLogger } from '../logger';
import { seedDatabase } from './seed-database';

// Run by startServer in a process of its own when the embedded database is new: drawing the demo
// images (sharp) and hashing the demo passwords (argon2) leave 60–90 MiB in the native allocator,
// which an idle server would otherwise keep (docs/performance.md, idle memory).
const config = readConfig();
await seedDatabase(config, createLogger(config.LOG_LEVEL));
