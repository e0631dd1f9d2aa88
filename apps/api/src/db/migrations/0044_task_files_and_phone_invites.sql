CREATE TABLE "task_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"task_employee_id" uuid,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "task_files_kind_pair" CHECK (("task_files"."kind" = 'BRIEF') = ("task_files"."task_employee_id" is null))
);
--> statement-breakpoint
CREATE TABLE "task_phone_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_employee_id_task_employees_id_fk" FOREIGN KEY ("task_employee_id") REFERENCES "public"."task_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_phone_invites" ADD CONSTRAINT "task_phone_invites_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_phone_invites" ADD CONSTRAINT "task_phone_invites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_phone_invites" ADD CONSTRAINT "task_phone_invites_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_files_task" ON "task_files" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_files_pair" ON "task_files" USING btree ("task_employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_phone_invites_task_phone" ON "task_phone_invites" USING btree ("task_id","phone");--> statement-breakpoint
CREATE INDEX "task_phone_invites_pending" ON "task_phone_invites" USING btree ("customer_id","phone") WHERE "task_phone_invites"."status" = 'PENDING';