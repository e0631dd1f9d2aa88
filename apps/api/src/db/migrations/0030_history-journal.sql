DROP INDEX "history_events_customer_id_index";--> statement-breakpoint
CREATE INDEX "history_events_journal" ON "history_events" USING btree ("customer_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "history_events_journal_kind" ON "history_events" USING btree ("customer_id","entity_kind","occurred_at","seq");