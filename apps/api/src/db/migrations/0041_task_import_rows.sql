CREATE TABLE "task_import_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"valid" boolean NOT NULL,
	"applied_at" timestamp with time zone,
	"task_id" uuid,
	CONSTRAINT "task_import_rows_import_id_row_unique" UNIQUE("import_id","row")
);
--> statement-breakpoint
ALTER TABLE "task_imports" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_imports" ADD COLUMN "applied_by" uuid;--> statement-breakpoint
ALTER TABLE "task_import_rows" ADD CONSTRAINT "task_import_rows_import_id_task_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."task_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_import_rows" ADD CONSTRAINT "task_import_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_import_rows_customer_id_index" ON "task_import_rows" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "task_imports" ADD CONSTRAINT "task_imports_applied_by_accounts_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
