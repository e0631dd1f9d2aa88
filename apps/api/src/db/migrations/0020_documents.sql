CREATE TABLE "document_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"document_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_links_document_id_payout_id_pk" PRIMARY KEY("document_id","payout_id")
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"subkind_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"fields" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"signers" text NOT NULL,
	"sign_order" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"subkind_id" uuid NOT NULL,
	"template_id" uuid,
	"title" text COLLATE "C" NOT NULL,
	"date" date NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"signers" text NOT NULL,
	"sign_order" text NOT NULL,
	"company_signature_id" uuid,
	"employee_signature_id" uuid,
	"reason" text,
	"generate_batch_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_added_by_accounts_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_subkind_id_document_subkinds_id_fk" FOREIGN KEY ("subkind_id") REFERENCES "public"."document_subkinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_subkind_id_document_subkinds_id_fk" FOREIGN KEY ("subkind_id") REFERENCES "public"."document_subkinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_signature_id_document_signatures_id_fk" FOREIGN KEY ("company_signature_id") REFERENCES "public"."document_signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_employee_signature_id_document_signatures_id_fk" FOREIGN KEY ("employee_signature_id") REFERENCES "public"."document_signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_attachments_document_id_index" ON "document_attachments" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_attachments_one_main" ON "document_attachments" USING btree ("document_id") WHERE "document_attachments"."main" and "document_attachments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "document_links_payout_id_index" ON "document_links" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "document_templates_customer_id_index" ON "document_templates" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_customer_number" ON "documents" USING btree ("customer_id","number");--> statement-breakpoint
CREATE INDEX "documents_customer_created" ON "documents" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_customer_title" ON "documents" USING btree ("customer_id","title","id");--> statement-breakpoint
CREATE INDEX "documents_employee_created" ON "documents" USING btree ("employee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_generate_batch" ON "documents" USING btree ("generate_batch_id") WHERE "documents"."generate_batch_id" is not null;