import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite database loads, as PostgreSQL has them from its contrib package:
 * pg_trgm for the typo-tolerant catalogue search (the migration creates it).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
