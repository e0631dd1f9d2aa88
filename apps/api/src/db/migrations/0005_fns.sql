CREATE TABLE "fns_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"by" text NOT NULL,
	"inn" text,
	"status" text NOT NULL,
	"fns_bind_id" text,
	"bind_request_id" uuid,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_at" timestamp with time zone,
	"unbound_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fns_dictionaries" (
	"name" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fns_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"inn" text NOT NULL,
	"operation_unique_id" text NOT NULL,
	"payout_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"services" jsonb NOT NULL,
	"total_kopecks" bigint NOT NULL,
	"operation_time" timestamp with time zone NOT NULL,
	"customer_inn" text NOT NULL,
	"customer_organization" text NOT NULL,
	"receipt_id" text,
	"link" text,
	"register_request_id" uuid,
	"cancel_request_id" uuid,
	"cancel_reason" text,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fns_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"employee_id" uuid,
	"inn" text,
	"payload" jsonb NOT NULL,
	"message_id" text,
	"state" text DEFAULT 'NEW' NOT NULL,
	"response" jsonb,
	"error_code" text,
	"error_message" text,
	"send_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fns_taxpayers" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"inn" text NOT NULL,
	"npd_status" text,
	"registration_time" timestamp with time zone,
	"unregistration_time" timestamp with time zone,
	"unregistration_reason" text,
	"restricted" boolean DEFAULT false NOT NULL,
	"rejection_code" text,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities_pending" jsonb,
	"activities_error" text,
	"status_checked_at" timestamp with time zone,
	"income_year" integer,
	"income_registered_kopecks" bigint,
	"income_checked_at" timestamp with time zone,
	"account_bonus_kopecks" bigint,
	"account_unpaid_kopecks" bigint,
	"account_debt_kopecks" bigint,
	"account_checked_at" timestamp with time zone,
	"account_refreshing_since" timestamp with time zone,
	"account_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fns_watch_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_employees" ADD COLUMN "former_employment_ended_on" date;--> statement-breakpoint
ALTER TABLE "fns_bindings" ADD CONSTRAINT "fns_bindings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fns_receipts" ADD CONSTRAINT "fns_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fns_receipts" ADD CONSTRAINT "fns_receipts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fns_requests" ADD CONSTRAINT "fns_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fns_taxpayers" ADD CONSTRAINT "fns_taxpayers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fns_bindings_employee" ON "fns_bindings" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "fns_bindings_inn_index" ON "fns_bindings" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "fns_bindings_status_index" ON "fns_bindings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fns_receipts_operation" ON "fns_receipts" USING btree ("operation_unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fns_receipts_fns_id" ON "fns_receipts" USING btree ("inn","receipt_id") WHERE "fns_receipts"."receipt_id" is not null;--> statement-breakpoint
CREATE INDEX "fns_receipts_customer_id_index" ON "fns_receipts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "fns_receipts_employee_id_operation_time_index" ON "fns_receipts" USING btree ("employee_id","operation_time");--> statement-breakpoint
CREATE INDEX "fns_requests_employee_id_index" ON "fns_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "fns_requests_state_index" ON "fns_requests" USING btree ("state");