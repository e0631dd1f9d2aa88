ALTER TABLE "customer_constants" ADD COLUMN "task_acceptance_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_employees" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_employees" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_employees" ADD COLUMN "auto_accept_refusal_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "task_employees_accept_due" ON "task_employees" USING btree ("accept_by") WHERE "task_employees"."status" = 'DONE';--> statement-breakpoint
ALTER TABLE "customer_constants" ADD CONSTRAINT "customer_constants_task_acceptance_days" CHECK ("customer_constants"."task_acceptance_days" between 1 and 60);