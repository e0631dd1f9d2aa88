CREATE TABLE "former_employment_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_employee_id" uuid NOT NULL,
	"party" text NOT NULL,
	"status" text NOT NULL,
	"ended_on" date,
	"stated_by" uuid NOT NULL,
	"stated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "former_employment_statements" ADD CONSTRAINT "former_employment_statements_customer_employee_id_customer_employees_id_fk" FOREIGN KEY ("customer_employee_id") REFERENCES "public"."customer_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_employment_statements" ADD CONSTRAINT "former_employment_statements_stated_by_accounts_id_fk" FOREIGN KEY ("stated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_employment_statements_customer_employee_id_party_stated_at_index" ON "former_employment_statements" USING btree ("customer_employee_id","party","stated_at");--> statement-breakpoint
ALTER TABLE "customer_employees" DROP COLUMN "former_employment_ended_on";