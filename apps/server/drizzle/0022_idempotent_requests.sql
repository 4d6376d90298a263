CREATE TABLE "idempotent_requests" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"effect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
-- The keys orders and ledger postings were made under until now, so that their retries are
-- still answered with what they made: a customer's keys are their own, the wallet's all staff's.
INSERT INTO "idempotent_requests" ("scope", "key", "request_hash", "effect", "created_at")
  SELECT 'orders:' || "user_id", "idempotency_key", "request_hash", "id"::text, "created_at"
  FROM "orders";
--> statement-breakpoint
INSERT INTO "idempotent_requests" ("scope", "key", "request_hash", "effect", "created_at")
  SELECT 'wallet', "idempotency_key", coalesce("request_hash", ''), "id"::text, "created_at"
  FROM "transactions" WHERE "idempotency_key" IS NOT NULL;
