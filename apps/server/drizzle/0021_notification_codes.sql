ALTER TABLE "notifications" DROP CONSTRAINT "notifications_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_owning_box_id_owning_boxes_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "order_code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "box_code" text;--> statement-breakpoint
UPDATE "notifications" SET "order_code" = "orders"."code" FROM "orders" WHERE "orders"."id" = "notifications"."order_id";--> statement-breakpoint
UPDATE "notifications" SET "box_code" = "owning_boxes"."box_id" FROM "owning_boxes" WHERE "owning_boxes"."id" = "notifications"."owning_box_id";
