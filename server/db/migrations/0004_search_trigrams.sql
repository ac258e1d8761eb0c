-- Trigram matching for the typo-tolerant catalogue search: the extension must exist before the
-- hardening migration builds courses_name_trgm_idx (gin_trgm_ops). Trusted since PostgreSQL 13, so
-- the database owner may create it; PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
