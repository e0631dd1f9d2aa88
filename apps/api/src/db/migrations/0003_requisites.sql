CREATE TABLE "customer_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"bik" text NOT NULL,
	"bank_name" text NOT NULL,
	"corr_account" text NOT NULL,
	"account_number" text NOT NULL,
	"integration" text,
	"integration_status" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_requisites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"bik" text,
	"bank_name" text,
	"corr_account" text,
	"account_number" text,
	"card_number_encrypted" text,
	"card_number_masked" text,
	"sbp_phone" text,
	"sbp_bank_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sbp_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bik" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_requisites" ADD CONSTRAINT "employee_requisites_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_bank_accounts_customer_id_index" ON "customer_bank_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bank_accounts_live_number" ON "customer_bank_accounts" USING btree ("customer_id","bik","account_number") WHERE "customer_bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bank_accounts_one_default" ON "customer_bank_accounts" USING btree ("customer_id") WHERE "customer_bank_accounts"."is_default" and "customer_bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employee_requisites_employee_id_index" ON "employee_requisites" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_requisites_one_primary" ON "employee_requisites" USING btree ("employee_id") WHERE "employee_requisites"."is_primary" and "employee_requisites"."deleted_at" is null;