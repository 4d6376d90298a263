CREATE TABLE "province_regions" (
	"scheme" text NOT NULL,
	"province_id" text NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "province_regions_scheme_province_id_pk" PRIMARY KEY("scheme","province_id"),
	CONSTRAINT "province_regions_scheme" CHECK ("province_regions"."scheme" in ('old', '2025')),
	CONSTRAINT "province_regions_region" CHECK ("province_regions"."region" in ('north', 'south'))
);
--> statement-breakpoint
CREATE TABLE "service_fee_tiers" (
	"from_vnd" integer PRIMARY KEY NOT NULL,
	"percent" numeric NOT NULL,
	"min_fee_vnd" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_fee_tiers_from_vnd" CHECK ("service_fee_tiers"."from_vnd" >= 0),
	CONSTRAINT "service_fee_tiers_percent" CHECK ("service_fee_tiers"."percent" between 0 and 100),
	CONSTRAINT "service_fee_tiers_min_fee_vnd" CHECK ("service_fee_tiers"."min_fee_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_method_rules" (
	"shipment_method_id" text PRIMARY KEY NOT NULL,
	"min_chargeable_g" integer NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"weight_step_g" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_method_rules_min" CHECK ("shipping_method_rules"."min_chargeable_g" >= 0),
	CONSTRAINT "shipping_method_rules_divisor" CHECK ("shipping_method_rules"."volumetric_divisor" > 0),
	CONSTRAINT "shipping_method_rules_step" CHECK ("shipping_method_rules"."weight_step_g" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"shipment_method_id" text NOT NULL,
	"region" text NOT NULL,
	"rate_per_kg_vnd" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_shipment_method_id_region_pk" PRIMARY KEY("shipment_method_id","region"),
	CONSTRAINT "shipping_rates_region" CHECK ("shipping_rates"."region" in ('north', 'south')),
	CONSTRAINT "shipping_rates_rate" CHECK ("shipping_rates"."rate_per_kg_vnd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipping_method_rules" ADD CONSTRAINT "shipping_method_rules_shipment_method_id_shipment_methods_id_fk" FOREIGN KEY ("shipment_method_id") REFERENCES "public"."shipment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_shipment_method_id_shipment_methods_id_fk" FOREIGN KEY ("shipment_method_id") REFERENCES "public"."shipment_methods"("id") ON DELETE no action ON UPDATE no action;