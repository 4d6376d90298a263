CREATE TABLE "product_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_words_idx" ON "product_words" USING btree ("word" text_pattern_ops,"product_id");--> statement-breakpoint
-- The words a product is found by: the runs of a-z and 0-9 of its folded search text, each once
-- (search.ts's `indexedWord` is the server's side of the same rule).
CREATE FUNCTION "product_words_of"("search_text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT "word" FROM regexp_split_to_table("search_text", '[^a-z0-9]+') AS "word" WHERE "word" <> ''
$$;
--> statement-breakpoint
-- Adds the words of some products (a bulk load's, after it: seed.ts).
CREATE FUNCTION "product_words_add"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_words" ("word", "product_id")
  SELECT w."word", p."id" FROM "products" p CROSS JOIN LATERAL "product_words_of"(p."search_text") AS w("word")
  WHERE p."id" = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION "product_words_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("word", "product_id")
  SELECT w."word", a."id" FROM "added" a CROSS JOIN LATERAL "product_words_of"(a."search_text") AS w("word");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A changed text: its old words are found through the index by word, then the new ones added.
CREATE FUNCTION "product_words_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_words" pw
  USING "before" b JOIN "after" a ON a."id" = b."id" CROSS JOIN LATERAL "product_words_of"(b."search_text") AS w("word")
  WHERE a."search_text" IS DISTINCT FROM b."search_text" AND pw."word" = w."word" AND pw."product_id" = b."id";
  INSERT INTO "product_words" ("word", "product_id")
  SELECT w."word", a."id"
  FROM "after" a JOIN "before" b ON b."id" = a."id" CROSS JOIN LATERAL "product_words_of"(a."search_text") AS w("word")
  WHERE a."search_text" IS DISTINCT FROM b."search_text";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_words_products_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_words" pw
  USING "removed" r CROSS JOIN LATERAL "product_words_of"(r."search_text") AS w("word")
  WHERE pw."word" = w."word" AND pw."product_id" = r."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_words_products_added" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "product_words_products_added"();
--> statement-breakpoint
CREATE TRIGGER "product_words_products_changed" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "product_words_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_words_products_removed" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "product_words_products_removed"();
--> statement-breakpoint
SELECT "product_words_add"(ARRAY(SELECT "id" FROM "products"));
