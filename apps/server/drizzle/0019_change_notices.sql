-- Issue 16: every server process keeps the catalogue's answers, orders, cards and rendered pages
-- in memory, until something they show changes. A statement that changes what they show tells
-- every session listening on this database (LISTEN "kaimono_changes"), once it commits: the
-- server's own writes, another process's, the seed CLI's or a hand-written UPDATE alike.
-- The payload says what went stale: 'catalog' (products, what they are filed under, their
-- reviews, the rate they are priced at: answers and pages) or 'pages' (what only pages show:
-- the home page's configuration, the price list behind the landed-cost estimate).
CREATE FUNCTION "kaimono_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kaimono_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "origins"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "suppliers"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fx_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('catalog');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_configs"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('pages');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_fee_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('pages');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_method_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('pages');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('pages');
--> statement-breakpoint
CREATE TRIGGER "kaimono_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "province_regions"
  FOR EACH STATEMENT EXECUTE FUNCTION "kaimono_changed"('pages');
