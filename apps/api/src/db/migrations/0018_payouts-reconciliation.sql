CREATE INDEX "payouts_held" ON "payouts" USING btree ("held_at");--> statement-breakpoint
CREATE INDEX "payouts_paid" ON "payouts" USING btree ("paid_at") WHERE "payouts"."paid_at" is not null;