CREATE TABLE "payout_counters" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"repeat_status" text,
	"origin" text DEFAULT 'SYSTEM' NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"ndfl_kopecks" bigint DEFAULT 0 NOT NULL,
	"net_kopecks" bigint NOT NULL,
	"contributions_kopecks" bigint DEFAULT 0 NOT NULL,
	"ndfl_rate" text,
	"year_income_before_kopecks" bigint DEFAULT 0 NOT NULL,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"comment" text,
	"employee_fio_key" text COLLATE "C" NOT NULL,
	"recipient_kind" text,
	"recipient_label" text,
	"recipient_requisite_id" uuid,
	"recipient_bik" text,
	"recipient_account_number" text,
	"recipient_card_encrypted" text,
	"recipient_sbp_phone" text,
	"recipient_sbp_bank_id" text,
	"hold_id" uuid,
	"held_at" timestamp with time zone,
	"reason" text,
	"repeat_of" uuid,
	"created_by" uuid,
	"bank_state" text DEFAULT 'NOT_SENT' NOT NULL,
	"bank_polls" integer DEFAULT 0 NOT NULL,
	"bank_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_kopecks" > 0),
	CONSTRAINT "payouts_net_adds_up" CHECK ("payouts"."net_kopecks" > 0 and "payouts"."ndfl_kopecks" >= 0 and "payouts"."net_kopecks" + "payouts"."ndfl_kopecks" = "payouts"."amount_kopecks"),
	CONSTRAINT "payouts_held_when_pending" CHECK ("payouts"."status" in ('CREATED') or "payouts"."hold_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "service_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"price_kopecks" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_counters" ADD CONSTRAINT "payout_counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_files" ADD CONSTRAINT "payout_files_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_files" ADD CONSTRAINT "payout_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_files" ADD CONSTRAINT "payout_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_files" ADD CONSTRAINT "payout_files_added_by_accounts_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_units" ADD CONSTRAINT "service_units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_unit_id_service_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."service_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_files_payout_id_index" ON "payout_files" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_files_customer_id_index" ON "payout_files" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_number" ON "payouts" USING btree ("customer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_hold" ON "payouts" USING btree ("hold_id") WHERE "payouts"."hold_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_list_added" ON "payouts" USING btree ("customer_id","kind","created_at","id") WHERE "payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_list_number" ON "payouts" USING btree ("customer_id","kind","number") WHERE "payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_list_amount" ON "payouts" USING btree ("customer_id","kind","amount_kopecks","id") WHERE "payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_list_fio" ON "payouts" USING btree ("customer_id","kind","employee_fio_key","id") WHERE "payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_list_mine" ON "payouts" USING btree ("customer_id","kind","created_by","created_at","id") WHERE "payouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_employee" ON "payouts" USING btree ("employee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_customer_employee" ON "payouts" USING btree ("customer_id","employee_id","held_at");--> statement-breakpoint
CREATE INDEX "payouts_customer_held" ON "payouts" USING btree ("customer_id","held_at");--> statement-breakpoint
CREATE INDEX "payouts_pending" ON "payouts" USING btree ("status","updated_at") WHERE "payouts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payouts_repeat_of_index" ON "payouts" USING btree ("repeat_of");--> statement-breakpoint
CREATE INDEX "service_units_customer_id_index" ON "service_units" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "services_customer_id_index" ON "services" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_live_name" ON "services" USING btree ("customer_id","name") WHERE "services"."deleted_at" is null;