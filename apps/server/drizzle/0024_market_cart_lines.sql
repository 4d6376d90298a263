ALTER TABLE "cart_lines" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "weight_g" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "market_state" text DEFAULT 'on_sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "verified";