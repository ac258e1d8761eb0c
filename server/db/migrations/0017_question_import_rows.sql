CREATE TABLE "question_import_rows" (
	"import_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"widget_type" text NOT NULL,
	"setup_data" jsonb NOT NULL,
	"name" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "question_import_rows_import_id_ordinal_pk" PRIMARY KEY("import_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "question_import_rows" ADD CONSTRAINT "question_import_rows_import_id_question_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."question_imports"("id") ON DELETE cascade ON UPDATE no action;