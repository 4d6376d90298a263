CREATE TABLE "market_categories" (
	"market" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"root_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"default_weight_g" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "market_categories_market_id_pk" PRIMARY KEY("market","id")
);
--> statement-breakpoint
CREATE TABLE "market_items" (
	"market" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"price" integer NOT NULL,
	"initial_price" integer,
	"images" text[] NOT NULL,
	"label" text,
	"url" text NOT NULL,
	"seller_id" text,
	"category_id" text,
	"category_root" text,
	"brand" text,
	"sale_status" text[] NOT NULL,
	"product_condition" text[] NOT NULL,
	"delivery" text[] NOT NULL,
	"facets" text[] NOT NULL,
	"description_html" text,
	"description_text" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_count" integer DEFAULT 0 NOT NULL,
	"rate_ratio" real,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"end_time" timestamp with time zone,
	"quick_decision_price" integer,
	"bid_count" integer,
	"delivery_text" text,
	"origin" text,
	"weight_g" integer,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_items_market_id_pk" PRIMARY KEY("market","id")
);
--> statement-breakpoint
CREATE TABLE "market_sellers" (
	"market" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"image_uri" text,
	"description" text,
	"identity_verification" boolean DEFAULT false NOT NULL,
	"rate_ratio" real,
	"max_ratio" real DEFAULT 5 NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"normal" integer DEFAULT 0 NOT NULL,
	"bad" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_sellers_market_id_pk" PRIMARY KEY("market","id")
);
--> statement-breakpoint
CREATE INDEX "market_categories_parent_idx" ON "market_categories" USING btree ("market","parent_id","position");--> statement-breakpoint
CREATE INDEX "market_items_price_idx" ON "market_items" USING btree ("market","price","id");--> statement-breakpoint
CREATE INDEX "market_items_new_idx" ON "market_items" USING btree ("market","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "market_items_popular_idx" ON "market_items" USING btree ("market","rate_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "market_items_root_price_idx" ON "market_items" USING btree ("market","category_root","price","id");--> statement-breakpoint
CREATE INDEX "market_items_leaf_price_idx" ON "market_items" USING btree ("market","category_id","price","id");--> statement-breakpoint
CREATE INDEX "market_items_seller_idx" ON "market_items" USING btree ("market","seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_items_facets_idx" ON "market_items" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "market_items_search_trgm_idx" ON "market_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_items_ending_idx" ON "market_items" USING btree ("market","end_time") WHERE "market_items"."end_time" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "market_items_bids_idx" ON "market_items" USING btree ("market","bid_count" DESC NULLS LAST,"id") WHERE "market_items"."bid_count" IS NOT NULL;--> statement-breakpoint
-- Kept pages and answers of the markets are forgotten when the mirror changes (ADR 020): an
-- import, the seed, the demo auctions opened again.
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('markets');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('markets');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_sellers"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('markets');
