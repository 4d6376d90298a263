ALTER TABLE "invitation_activations" ADD COLUMN "earned_order_id" integer;--> statement-breakpoint
ALTER TABLE "invitation_activations" ADD COLUMN "earned_at" timestamp with time zone;--> statement-breakpoint
-- Credit entered before ADR 012 is earned if it was spent already, or if the invited customer has
-- had an order paid; the rest waits for the invited customer's first paid order.
UPDATE "invitation_activations" AS a SET "earned_at" = a."used_at" WHERE a."used_at" IS NOT NULL;--> statement-breakpoint
UPDATE "invitation_activations" AS a SET "earned_at" = c."created_at", "earned_order_id" = c."order_id"
FROM (
  SELECT DISTINCT ON (o."user_id") o."user_id", c."order_id", c."created_at"
  FROM "order_status_changes" c JOIN "orders" o ON o."id" = c."order_id"
  WHERE c."to_status_id" = 'Paid'
  ORDER BY o."user_id", c."created_at", c."id"
) AS c
WHERE a."earned_at" IS NULL AND c."user_id" = a."invitee_id";
