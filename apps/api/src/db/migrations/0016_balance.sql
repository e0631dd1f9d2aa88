CREATE TABLE "bank_statement_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cursor" text,
	"read_at" timestamp with time zone,
	CONSTRAINT "bank_statement_cursor_one_row" CHECK ("bank_statement_cursor"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_items" (
	"bank_reference" text PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"payer_inn" text,
	"payer_name" text NOT NULL,
	"payer_account" text,
	"purpose" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"payment_id" text,
	"read_at" timestamp with time zone NOT NULL,
	"customer_id" uuid,
	"credit_operation_id" uuid,
	"reported_at" timestamp with time zone,
	CONSTRAINT "bank_statement_items_direction" CHECK ("bank_statement_items"."direction" in ('IN', 'OUT'))
);
--> statement-breakpoint
CREATE TABLE "moneybacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"bik" text NOT NULL,
	"bank_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_inn" text NOT NULL,
	"purpose" text NOT NULL,
	"reason" text,
	"bank_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "moneybacks_amount_positive" CHECK ("moneybacks"."amount" > 0),
	CONSTRAINT "moneybacks_status" CHECK ("moneybacks"."status" in ('PENDING', 'DONE', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "payments_blocks" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"blocked" boolean NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_items" ADD CONSTRAINT "bank_statement_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_items" ADD CONSTRAINT "bank_statement_items_credit_operation_id_ledger_operations_id_fk" FOREIGN KEY ("credit_operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moneybacks" ADD CONSTRAINT "moneybacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moneybacks" ADD CONSTRAINT "moneybacks_bank_account_id_customer_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."customer_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moneybacks" ADD CONSTRAINT "moneybacks_hold_id_ledger_operations_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_blocks" ADD CONSTRAINT "payments_blocks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_items_unmatched" ON "bank_statement_items" USING btree ("read_at") WHERE "bank_statement_items"."direction" = 'IN' and "bank_statement_items"."customer_id" is null;--> statement-breakpoint
CREATE INDEX "bank_statement_items_payment" ON "bank_statement_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_statement_items_customer" ON "bank_statement_items" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "moneybacks_customer_created" ON "moneybacks" USING btree ("customer_id","created_at" DESC NULLS LAST);