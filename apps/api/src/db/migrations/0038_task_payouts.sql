ALTER TABLE "task_employees" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "task_employees" ADD COLUMN "act_document_id" uuid;--> statement-breakpoint
ALTER TABLE "task_employees" ADD CONSTRAINT "task_employees_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_employees" ADD CONSTRAINT "task_employees_act_document_id_documents_id_fk" FOREIGN KEY ("act_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_employees_payout" ON "task_employees" USING btree ("payout_id");