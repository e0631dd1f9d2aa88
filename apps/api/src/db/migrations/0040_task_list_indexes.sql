DROP INDEX "tasks_list_start";--> statement-breakpoint
CREATE INDEX "tasks_list_start_asc" ON "tasks" USING btree ("customer_id",coalesce("start_time", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "tasks_list_start_desc" ON "tasks" USING btree ("customer_id",coalesce("start_time", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "tasks_list_mine" ON "tasks" USING btree ("customer_id","created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_list_status" ON "tasks" USING btree ("customer_id","status","created_at","id");