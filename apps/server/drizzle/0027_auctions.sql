CREATE TABLE "auction_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"supplier" text NOT NULL,
	"tel" text NOT NULL,
	"email" text NOT NULL,
	"device_token" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"item_id" text NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"image_uri" text NOT NULL,
	"start_price" integer NOT NULL,
	"current_price" integer NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leader_bid_id" integer,
	"settled_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"customer_number" integer NOT NULL,
	"max_price" integer NOT NULL,
	"deposit_vnd" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"max_set_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_permissions" ADD CONSTRAINT "auction_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_permissions_user_supplier_idx" ON "auction_permissions" USING btree ("user_id","supplier");--> statement-breakpoint
CREATE INDEX "auction_permissions_status_idx" ON "auction_permissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_item_end_idx" ON "auctions" USING btree ("market","item_id","end_time");--> statement-breakpoint
CREATE INDEX "auctions_open_end_idx" ON "auctions" USING btree ("end_time") WHERE settled_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_auction_user_idx" ON "bids" USING btree ("auction_id","user_id");--> statement-breakpoint
CREATE INDEX "bids_user_max_set_idx" ON "bids" USING btree ("user_id","max_set_at");