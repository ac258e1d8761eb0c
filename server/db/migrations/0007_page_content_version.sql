CREATE SEQUENCE "public"."page_content_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "content_version" bigint DEFAULT nextval('page_content_versions') NOT NULL;--> statement-breakpoint
-- A page's content_version moves on to a new number whenever its sections or blocks change, by
-- whatever statement: readers compare it with the version of the content they hold.
CREATE FUNCTION "bump_page_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pages" SET "content_version" = nextval('page_content_versions')
  WHERE "id" IN (SELECT DISTINCT "page_id" FROM "changed_rows");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blocks_inserted_bump_page" AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_content_version"();--> statement-breakpoint
CREATE TRIGGER "blocks_updated_bump_page" AFTER UPDATE ON "blocks" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_content_version"();--> statement-breakpoint
CREATE TRIGGER "blocks_deleted_bump_page" AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_content_version"();--> statement-breakpoint
CREATE TRIGGER "page_sections_inserted_bump_page" AFTER INSERT ON "page_sections" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_content_version"();--> statement-breakpoint
CREATE TRIGGER "page_sections_updated_bump_page" AFTER UPDATE ON "page_sections" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_content_version"();--> statement-breakpoint
CREATE TRIGGER "page_sections_deleted_bump_page" AFTER DELETE ON "page_sections" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_content_version"();
