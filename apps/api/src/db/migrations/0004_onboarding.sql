CREATE TABLE "bank_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"integration" text NOT NULL,
	"status" text DEFAULT 'AWAIT_BIND' NOT NULL,
	"external_request_id" text,
	"external_account_id" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_constants" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"service_name" text,
	"activity_kind" text,
	"default_employee_kind" text,
	"default_tax_regime" text,
	"invite_comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"employee_id" uuid,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "employee_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"processed_up_to_row" integer DEFAULT 0 NOT NULL,
	"accepted_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"report_file_id" uuid,
	"error_message" text,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invite_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invite_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text,
	"inn" text,
	"last_name" text,
	"first_name" text,
	"patronymic" text,
	"action" text DEFAULT 'INVITE' NOT NULL,
	"employee_id" uuid,
	"sms_count" integer DEFAULT 0 NOT NULL,
	"last_sms_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"kind" text NOT NULL,
	"tax_regime" text NOT NULL,
	"comment" text,
	"link_token_hash" text NOT NULL,
	"link_token_cipher" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "invites_link_token_hash_unique" UNIQUE("link_token_hash")
);
--> statement-breakpoint
CREATE TABLE "representative_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"representative_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"file_id" uuid NOT NULL,
	"signature_file_id" uuid,
	"number" text,
	"issued_on" text,
	"valid_until" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "representatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"patronymic" text,
	"job_title" text NOT NULL,
	"email" text,
	"phone" text,
	"inn" text,
	"snils" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"employee_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'AWAIT_SIGN' NOT NULL,
	"file_id" uuid,
	"signed_file_id" uuid,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"self_nep_key_id" uuid,
	"document_sha256" text NOT NULL,
	"document_streebog256" text NOT NULL,
	"signer_name" text NOT NULL,
	"channel" text,
	"destination_masked" text,
	"code_hash" text,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_nep_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"customer_id" uuid,
	"employee_id" uuid,
	"agreement_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"destination_masked" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"document_sha256" text NOT NULL,
	"channel" text NOT NULL,
	"destination_masked" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_employees" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_employees" ADD COLUMN "invite_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_employees" ADD COLUMN "disconnected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "signer_position" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "actualized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "snils" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "citizenship_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "registration_address" text;--> statement-breakpoint
ALTER TABLE "bank_bindings" ADD CONSTRAINT "bank_bindings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_bindings" ADD CONSTRAINT "bank_bindings_bank_account_id_customer_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."customer_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_constants" ADD CONSTRAINT "customer_constants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_limits" ADD CONSTRAINT "payment_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_employees" ADD CONSTRAINT "invite_employees_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_employees" ADD CONSTRAINT "invite_employees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_employees" ADD CONSTRAINT "invite_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_documents" ADD CONSTRAINT "representative_documents_representative_id_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_documents" ADD CONSTRAINT "representative_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_documents" ADD CONSTRAINT "representative_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_documents" ADD CONSTRAINT "representative_documents_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_self_nep_key_id_self_nep_keys_id_fk" FOREIGN KEY ("self_nep_key_id") REFERENCES "public"."self_nep_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_nep_keys" ADD CONSTRAINT "self_nep_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_nep_keys" ADD CONSTRAINT "self_nep_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_nep_keys" ADD CONSTRAINT "self_nep_keys_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_nep_keys" ADD CONSTRAINT "self_nep_keys_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_bindings_customer_id_index" ON "bank_bindings" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_bindings_one_live" ON "bank_bindings" USING btree ("customer_id","integration") WHERE "bank_bindings"."status" in ('AWAIT_BIND', 'BIND');--> statement-breakpoint
CREATE INDEX "payment_limits_customer_id_kind_index" ON "payment_limits" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "stored_files_customer_id_index" ON "stored_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "stored_files_employee_id_index" ON "stored_files" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_imports_customer_id_index" ON "employee_imports" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invite_employees_invite_id_index" ON "invite_employees" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "invite_employees_customer_id_index" ON "invite_employees" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_employees_phone" ON "invite_employees" USING btree ("invite_id","phone");--> statement-breakpoint
CREATE INDEX "invites_customer_id_index" ON "invites" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "representative_documents_representative_id_index" ON "representative_documents" USING btree ("representative_id");--> statement-breakpoint
CREATE INDEX "representative_documents_customer_id_index" ON "representative_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "representatives_customer_id_index" ON "representatives" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "agreements_customer_id_index" ON "agreements" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "agreements_employee_id_index" ON "agreements" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "document_signatures_subject_type_subject_id_index" ON "document_signatures" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "document_signatures_account_id_index" ON "document_signatures" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "self_nep_keys_one_active" ON "self_nep_keys" USING btree ("account_id") WHERE "self_nep_keys"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "signature_codes_account_id_subject_type_subject_id_index" ON "signature_codes" USING btree ("account_id","subject_type","subject_id");