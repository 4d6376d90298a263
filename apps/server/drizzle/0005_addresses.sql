CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"consignee" text NOT NULL,
	"tel" text NOT NULL,
	"scheme" text NOT NULL,
	"ward_id" text NOT NULL,
	"address_detail" text NOT NULL,
	"note" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" text PRIMARY KEY NOT NULL,
	"province_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces_2025" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ward_mappings" (
	"old_ward_id" text NOT NULL,
	"new_ward_id" text NOT NULL,
	"new_ward_name" text NOT NULL,
	"new_province_name" text NOT NULL,
	CONSTRAINT "ward_mappings_old_ward_id_new_ward_id_pk" PRIMARY KEY("old_ward_id","new_ward_id")
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" text PRIMARY KEY NOT NULL,
	"district_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wards_2025" (
	"id" text PRIMARY KEY NOT NULL,
	"province_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards_2025" ADD CONSTRAINT "wards_2025_province_id_provinces_2025_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces_2025"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id","position");--> statement-breakpoint
CREATE INDEX "ward_mappings_new_idx" ON "ward_mappings" USING btree ("new_ward_id");--> statement-breakpoint
CREATE INDEX "wards_district_idx" ON "wards" USING btree ("district_id","position");--> statement-breakpoint
CREATE INDEX "wards_2025_province_idx" ON "wards_2025" USING btree ("province_id","position");