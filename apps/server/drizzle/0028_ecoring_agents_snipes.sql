CREATE TABLE "bid_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"max_price" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"recorded_price" integer,
	"recorded_by" text,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecoring_lots" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"brand" text NOT NULL,
	"rank" text NOT NULL,
	"start_price" integer NOT NULL,
	"notes" jsonb,
	"descriptions" jsonb,
	"shape" text NOT NULL,
	"images" text[] NOT NULL,
	"categories" integer[] NOT NULL,
	"bid_step_unit" integer[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "step" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "agent" text DEFAULT 'mirror' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_tasks" ADD CONSTRAINT "bid_tasks_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_tasks" ADD CONSTRAINT "bid_tasks_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_tasks_queue_idx" ON "bid_tasks" USING btree ("due_at") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "bid_tasks_auction_idx" ON "bid_tasks" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "ecoring_lots_start_idx" ON "ecoring_lots" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "ecoring_lots_end_idx" ON "ecoring_lots" USING btree ("end_time");