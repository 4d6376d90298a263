CREATE TABLE "payment_group_orders" (
	"group_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "payment_group_orders_group_id_order_id_pk" PRIMARY KEY("group_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('KMP' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"user_id" text NOT NULL,
	"order_ids" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_group_orders" ADD CONSTRAINT "payment_group_orders_group_id_payment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_group_orders" ADD CONSTRAINT "payment_group_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_group_orders_order_idx" ON "payment_group_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_groups_code_idx" ON "payment_groups" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_groups_user_orders_idx" ON "payment_groups" USING btree ("user_id","order_ids");