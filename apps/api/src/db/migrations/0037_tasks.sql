CREATE TABLE "task_counters" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"canceled_by" text,
	"reason" text,
	"result_comment" text,
	"return_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"pricing" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"quantity" numeric(12, 3),
	"unit" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"start_time" timestamp with time zone,
	"place" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"audience" text,
	"created_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "tasks_period" CHECK ("tasks"."period_end" >= "tasks"."period_start"),
	CONSTRAINT "tasks_amount_positive" CHECK ("tasks"."amount_kopecks" > 0)
);
--> statement-breakpoint
ALTER TABLE "task_counters" ADD CONSTRAINT "task_counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_employees" ADD CONSTRAINT "task_employees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_employees" ADD CONSTRAINT "task_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_employees" ADD CONSTRAINT "task_employees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_employees_pair" ON "task_employees" USING btree ("task_id","employee_id");--> statement-breakpoint
CREATE INDEX "task_employees_task_status" ON "task_employees" USING btree ("task_id","status");--> statement-breakpoint
CREATE INDEX "task_employees_employee" ON "task_employees" USING btree ("employee_id","task_id");--> statement-breakpoint
CREATE INDEX "task_employees_customer_id_index" ON "task_employees" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_customer_number" ON "tasks" USING btree ("customer_id","number");--> statement-breakpoint
CREATE INDEX "tasks_list_added" ON "tasks" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_list_name" ON "tasks" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX "tasks_list_period" ON "tasks" USING btree ("customer_id","period_start","id");--> statement-breakpoint
CREATE INDEX "tasks_list_start" ON "tasks" USING btree ("customer_id","start_time","id");--> statement-breakpoint
CREATE INDEX "tasks_open_to_all" ON "tasks" USING btree ("customer_id","created_at","id") WHERE "tasks"."audience" = 'ALL';