CREATE TABLE "currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"symbol" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
