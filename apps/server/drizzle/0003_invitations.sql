CREATE TABLE "invitation_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"invitee_id" text NOT NULL,
	"device_id" text NOT NULL,
	"credit_vnd" integer NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_activations_invitee_id_unique" UNIQUE("invitee_id"),
	CONSTRAINT "invitation_activations_device_id_unique" UNIQUE("device_id")
);
--> statement-breakpoint
ALTER TABLE "invitation_activations" ADD CONSTRAINT "invitation_activations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_activations" ADD CONSTRAINT "invitation_activations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_activations_owner_idx" ON "invitation_activations" USING btree ("owner_id");