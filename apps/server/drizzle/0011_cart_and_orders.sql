CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"init_price" integer NOT NULL,
	"verified" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"url" text NOT NULL,
	"price" integer NOT NULL,
	"tax_percent" integer NOT NULL,
	"price_with_tax" integer NOT NULL,
	"currency_id" text DEFAULT 'JPY' NOT NULL,
	"quantity" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('OS' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"user_id" text NOT NULL,
	"customer_number" integer NOT NULL,
	"shop_id" text NOT NULL,
	"type" text DEFAULT 'retail' NOT NULL,
	"status_id" text NOT NULL,
	"shipment_method_id" text NOT NULL,
	"note" text,
	"shipment_info" jsonb NOT NULL,
	"buyer_info" jsonb,
	"region" text NOT NULL,
	"payment_rate" numeric NOT NULL,
	"purchase_cost" integer NOT NULL,
	"purchase_cost_currency_id" text DEFAULT 'JPY' NOT NULL,
	"tax" integer NOT NULL,
	"service_fee" integer NOT NULL,
	"service_fee_currency_id" text DEFAULT 'VND' NOT NULL,
	"estimated_freight_charge" integer NOT NULL,
	"invitation_credit" integer NOT NULL,
	"total_payment" integer NOT NULL,
	"pricing" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_method_id_shipment_methods_id_fk" FOREIGN KEY ("shipment_method_id") REFERENCES "public"."shipment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_product_idx" ON "cart_lines" USING btree ("user_id","shop_id","product_key");--> statement-breakpoint
CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_idx" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");