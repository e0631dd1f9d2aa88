CREATE TABLE "mass_payout_counters" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mass_payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"mass_payout_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor_account_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mass_payout_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mass_payout_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"fields" jsonb,
	"read_errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"employee_id" uuid,
	"state" text DEFAULT 'VALID' NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"duplicate_of_payout_id" uuid,
	"duplicate_confirmed" boolean DEFAULT false NOT NULL,
	"payout_id" uuid,
	"external_id" text,
	"amount_kopecks" bigint,
	"ndfl_kopecks" bigint DEFAULT 0 NOT NULL,
	"net_kopecks" bigint
);
--> statement-breakpoint
CREATE TABLE "mass_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"error_mode" text DEFAULT 'FAIL_ERRORS' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_kind" text NOT NULL,
	"sha256" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"import_status" text DEFAULT 'NEW' NOT NULL,
	"import_phase" text DEFAULT 'READING' NOT NULL,
	"import_error" text,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_valid" integer DEFAULT 0 NOT NULL,
	"rows_invalid" integer DEFAULT 0 NOT NULL,
	"rows_duplicate" integer DEFAULT 0 NOT NULL,
	"gross_kopecks" bigint DEFAULT 0 NOT NULL,
	"ndfl_kopecks" bigint DEFAULT 0 NOT NULL,
	"net_kopecks" bigint DEFAULT 0 NOT NULL,
	"pay_key" text,
	"hold_id" uuid,
	"rows_paid" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "mass_payouts_progress" CHECK ("mass_payouts"."rows_done" >= 0 and "mass_payouts"."rows_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "mass_payout_counters" ADD CONSTRAINT "mass_payout_counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_events" ADD CONSTRAINT "mass_payout_events_mass_payout_id_mass_payouts_id_fk" FOREIGN KEY ("mass_payout_id") REFERENCES "public"."mass_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_events" ADD CONSTRAINT "mass_payout_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_events" ADD CONSTRAINT "mass_payout_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_rows" ADD CONSTRAINT "mass_payout_rows_mass_payout_id_mass_payouts_id_fk" FOREIGN KEY ("mass_payout_id") REFERENCES "public"."mass_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_rows" ADD CONSTRAINT "mass_payout_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_rows" ADD CONSTRAINT "mass_payout_rows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_rows" ADD CONSTRAINT "mass_payout_rows_duplicate_of_payout_id_payouts_id_fk" FOREIGN KEY ("duplicate_of_payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payout_rows" ADD CONSTRAINT "mass_payout_rows_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD CONSTRAINT "mass_payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD CONSTRAINT "mass_payouts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_payout_events_registry" ON "mass_payout_events" USING btree ("mass_payout_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mass_payout_rows_number" ON "mass_payout_rows" USING btree ("mass_payout_id","row_number");--> statement-breakpoint
CREATE INDEX "mass_payout_rows_state" ON "mass_payout_rows" USING btree ("mass_payout_id","state","row_number");--> statement-breakpoint
CREATE INDEX "mass_payout_rows_external" ON "mass_payout_rows" USING btree ("customer_id","external_id") WHERE "mass_payout_rows"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "mass_payout_rows_payout" ON "mass_payout_rows" USING btree ("payout_id") WHERE "mass_payout_rows"."payout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mass_payouts_number" ON "mass_payouts" USING btree ("customer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "mass_payouts_file" ON "mass_payouts" USING btree ("customer_id","sha256") WHERE "mass_payouts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mass_payouts_pay_key" ON "mass_payouts" USING btree ("customer_id","pay_key") WHERE "mass_payouts"."pay_key" is not null;--> statement-breakpoint
CREATE INDEX "mass_payouts_list" ON "mass_payouts" USING btree ("customer_id","kind","created_at","id") WHERE "mass_payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mass_payouts_list_status" ON "mass_payouts" USING btree ("customer_id","kind","status","created_at","id") WHERE "mass_payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_external" ON "payouts" USING btree ("customer_id","external_id") WHERE "payouts"."external_id" is not null;