CREATE TABLE "history_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"customer_id" uuid,
	"employee_id" uuid,
	"event" text NOT NULL,
	"actor_account_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "history_events_owner" CHECK ("history_events"."customer_id" is not null or "history_events"."employee_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_events_entity_kind_entity_id_occurred_at_index" ON "history_events" USING btree ("entity_kind","entity_id","occurred_at");--> statement-breakpoint
CREATE INDEX "history_events_customer_id_index" ON "history_events" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "history_events_employee_id_index" ON "history_events" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- History is evidence: the database itself refuses to change or remove a written event (written by hand, not by drizzle-kit).
CREATE FUNCTION "history_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'history_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_events_no_update_delete" BEFORE UPDATE OR DELETE ON "history_events" FOR EACH ROW EXECUTE FUNCTION "history_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "history_events_no_truncate" BEFORE TRUNCATE ON "history_events" FOR EACH STATEMENT EXECUTE FUNCTION "history_events_append_only"();
