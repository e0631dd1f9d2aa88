CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"posted" bigint DEFAULT 0 NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"debt_limit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_customer_kind" UNIQUE("customer_id","kind"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('AVAILABLE', 'BLOCKED', 'DEBT', 'BANK_INFLOW', 'PAYOUTS_OUTFLOW')),
	CONSTRAINT "ledger_accounts_available_not_negative" CHECK ("ledger_accounts"."kind" <> 'AVAILABLE' or ("ledger_accounts"."posted" - "ledger_accounts"."pending" >= 0 and "ledger_accounts"."pending" >= 0)),
	CONSTRAINT "ledger_accounts_blocked_not_negative" CHECK ("ledger_accounts"."kind" <> 'BLOCKED' or ("ledger_accounts"."posted" >= 0 and "ledger_accounts"."pending" = 0)),
	CONSTRAINT "ledger_accounts_debt_within_limit" CHECK ("ledger_accounts"."kind" <> 'DEBT' or ("ledger_accounts"."posted" <= 0 and "ledger_accounts"."posted" + "ledger_accounts"."debt_limit" >= 0 and "ledger_accounts"."pending" = 0)),
	CONSTRAINT "ledger_accounts_debt_limit_not_negative" CHECK ("ledger_accounts"."debt_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"operation_id" uuid NOT NULL,
	"leg" smallint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"pending" boolean NOT NULL,
	CONSTRAINT "ledger_entries_operation_leg" PRIMARY KEY("operation_id","leg"),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_kind" text,
	"reference_id" text,
	"resolves_hold_id" uuid,
	"external_reference" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_operations_resolves_hold_once" UNIQUE("resolves_hold_id"),
	CONSTRAINT "ledger_operations_external_reference_once" UNIQUE("external_reference"),
	CONSTRAINT "ledger_operations_type" CHECK ("ledger_operations"."type" in ('CREDIT', 'DEBIT', 'HOLD', 'UNHOLD', 'BLOCK', 'UNBLOCK', 'DEBT', 'UNDEBT')),
	CONSTRAINT "ledger_operations_amount_positive" CHECK ("ledger_operations"."amount" > 0),
	CONSTRAINT "ledger_operations_resolves_a_hold" CHECK (("ledger_operations"."type" in ('DEBIT', 'UNHOLD')) = ("ledger_operations"."resolves_hold_id" is not null)),
	CONSTRAINT "ledger_operations_credit_has_reference" CHECK (("ledger_operations"."type" = 'CREDIT') = ("ledger_operations"."external_reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_operation_id_ledger_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operations" ADD CONSTRAINT "ledger_operations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operations" ADD CONSTRAINT "ledger_operations_resolves_hold_id_ledger_operations_id_fk" FOREIGN KEY ("resolves_hold_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_operations_customer_created" ON "ledger_operations" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_operations_reference" ON "ledger_operations" USING btree ("reference_kind","reference_id");--> statement-breakpoint
CREATE INDEX "ledger_operations_holds" ON "ledger_operations" USING btree ("created_at") WHERE "ledger_operations"."type" = 'HOLD';