CREATE TABLE "bundle_counters" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_bundle_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employee_id" uuid,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'VALID' NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"document_id" uuid,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"import_file_id" uuid,
	"import_state" text DEFAULT 'NONE' NOT NULL,
	"import_error" text,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_valid" integer DEFAULT 0 NOT NULL,
	"rows_invalid" integer DEFAULT 0 NOT NULL,
	"generate_total" integer DEFAULT 0 NOT NULL,
	"generate_done" integer DEFAULT 0 NOT NULL,
	"generate_failed" integer DEFAULT 0 NOT NULL,
	"reminder_interval_hours" integer,
	"reminder_max" integer,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "document_bundles_progress" CHECK ("document_bundles"."rows_done" >= 0 and "document_bundles"."generate_done" >= 0),
	CONSTRAINT "document_bundles_reminders" CHECK ("document_bundles"."reminder_interval_hours" is null or ("document_bundles"."reminder_interval_hours" between 1 and 720 and "document_bundles"."reminder_max" between 1 and 30))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "bundle_counters" ADD CONSTRAINT "bundle_counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundle_rows" ADD CONSTRAINT "document_bundle_rows_bundle_id_document_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."document_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundle_rows" ADD CONSTRAINT "document_bundle_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundle_rows" ADD CONSTRAINT "document_bundle_rows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundle_rows" ADD CONSTRAINT "document_bundle_rows_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundles" ADD CONSTRAINT "document_bundles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundles" ADD CONSTRAINT "document_bundles_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundles" ADD CONSTRAINT "document_bundles_import_file_id_stored_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bundles" ADD CONSTRAINT "document_bundles_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_bundle_rows_number" ON "document_bundle_rows" USING btree ("bundle_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "document_bundle_rows_document" ON "document_bundle_rows" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_bundle_rows_state" ON "document_bundle_rows" USING btree ("bundle_id","state","row_number");--> statement-breakpoint
CREATE INDEX "document_bundle_rows_employee" ON "document_bundle_rows" USING btree ("employee_id","bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_bundles_number" ON "document_bundles" USING btree ("customer_id","number");--> statement-breakpoint
CREATE INDEX "document_bundles_list" ON "document_bundles" USING btree ("customer_id","created_at","id") WHERE "document_bundles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_bundle" ON "documents" USING btree ("bundle_id","status","number") WHERE "documents"."bundle_id" is not null;