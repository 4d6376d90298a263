CREATE TABLE "product_listings" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "product_listings_product_id_category_id_supplier_id_pk" PRIMARY KEY("product_id","category_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_updated_idx" ON "product_listings" USING btree ("category_id","supplier_id","updated_at","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_price_idx" ON "product_listings" USING btree ("category_id","supplier_id","price","product_id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Adds the listing rows of (product, category) pairs: the category and each of its ancestors,
-- in the product's shop and in every shop (0). Category 0 (every category) has no ancestor.
CREATE FUNCTION "product_listings_add"(product_ids integer[], category_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_listings" ("product_id", "category_id", "supplier_id", "updated_at", "price")
  WITH RECURSIVE "scopes"("product_id", "category_id") AS (
    SELECT * FROM unnest(product_ids, category_ids)
    UNION
    SELECT s."product_id", c."parent_id"
    FROM "scopes" s JOIN "product_categories" c ON c."id" = s."category_id"
    WHERE c."parent_id" IS NOT NULL
  )
  SELECT p."id", s."category_id", shop."id", p."updated_at", p."price"
  FROM "scopes" s
  JOIN "products" p ON p."id" = s."product_id"
  CROSS JOIN LATERAL (VALUES (0), (p."supplier_id")) AS shop("id")
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- The listing rows of some products, rebuilt from the products, their category links and the
-- category tree. A product that no longer exists keeps no row.
CREATE FUNCTION "product_listings_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_listings" WHERE "product_id" = ANY(ids);
  -- Both arrays are aggregated in one pass over the same rows, so they stay in step.
  PERFORM "product_listings_add"(array_agg("product_id"), array_agg("category_id"))
  FROM (
    SELECT unnest(ids) AS "product_id", 0 AS "category_id"
    UNION ALL
    SELECT "product_id", "category_id" FROM "product_category_links" WHERE "product_id" = ANY(ids)
  ) AS "pairs";
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_listings_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_listings_refresh"(ARRAY(SELECT "id" FROM "added"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A price or date change is copied onto the product's rows; a change of shop rebuilds them.
CREATE FUNCTION "product_listings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_listings" l SET "updated_at" = a."updated_at", "price" = a."price"
  FROM "after" a
  WHERE l."product_id" = a."id" AND (l."updated_at", l."price") IS DISTINCT FROM (a."updated_at", a."price");
  PERFORM "product_listings_refresh"(ARRAY(
    SELECT a."id" FROM "after" a JOIN "before" b ON b."id" = a."id"
    WHERE a."supplier_id" <> b."supplier_id"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new link only adds scopes.
CREATE FUNCTION "product_listings_links_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_listings_add"(array_agg("product_id"), array_agg("category_id")) FROM "added";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_listings_links_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_listings_refresh"(ARRAY(
    SELECT "product_id" FROM "before" UNION SELECT "product_id" FROM "after"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_listings_links_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT "product_id" FROM "removed"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A category moved under another parent: every product filed under it or below it.
CREATE FUNCTION "product_listings_tree_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "after" a JOIN "before" b ON b."id" = a."id"
    WHERE a."parent_id" IS DISTINCT FROM b."parent_id"
  ) THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT "product_id" FROM "product_category_links"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_products_added" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_products_added"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_products_changed" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_links_added" AFTER INSERT ON "product_category_links"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_links_added"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_links_changed" AFTER UPDATE ON "product_category_links"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_links_removed" AFTER DELETE ON "product_category_links"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_links_removed"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_tree_changed" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_tree_changed"();
--> statement-breakpoint
SELECT "product_listings_refresh"(ARRAY(SELECT "id" FROM "products"));
