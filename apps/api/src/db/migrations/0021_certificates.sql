CREATE TABLE "certificate_authorities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"thumbprint" text NOT NULL,
	"subject" text NOT NULL,
	"serial_number" text NOT NULL,
	"der" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"accreditation" text NOT NULL,
	"crl_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_crls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authority_id" uuid NOT NULL,
	"der" text NOT NULL,
	"this_update" timestamp with time zone NOT NULL,
	"next_update" timestamp with time zone,
	"revoked_count" integer DEFAULT 0 NOT NULL,
	"source_url" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"customer_id" uuid,
	"employee_id" uuid,
	"der" text NOT NULL,
	"thumbprint" text NOT NULL,
	"serial_number" text NOT NULL,
	"owner" text NOT NULL,
	"inn" text,
	"inn_company" text,
	"snils" text,
	"ogrn" text,
	"issuer" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"status_reason" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "signature_cms" text;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "certificate_thumbprint" text;--> statement-breakpoint
ALTER TABLE "certificate_crls" ADD CONSTRAINT "certificate_crls_authority_id_certificate_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."certificate_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_authorities_thumbprint" ON "certificate_authorities" USING btree ("thumbprint");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_crls_authority" ON "certificate_crls" USING btree ("authority_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_account_thumbprint" ON "certificates" USING btree ("account_id","thumbprint");--> statement-breakpoint
CREATE INDEX "certificates_customer" ON "certificates" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "certificates_employee" ON "certificates" USING btree ("employee_id");