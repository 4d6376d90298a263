ALTER TABLE "cart_lines" ADD COLUMN "variant" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant" jsonb;