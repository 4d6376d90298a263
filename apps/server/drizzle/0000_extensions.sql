-- Search in Japanese, Vietnamese and English (ARCHITECTURE §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
