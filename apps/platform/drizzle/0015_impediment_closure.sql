CREATE TABLE "impediment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "impediment_events_kind_check" CHECK ("impediment_events"."kind" in ('impeded', 'cleared', 'closed')),
	CONSTRAINT "impediment_events_answer_check" CHECK ("impediment_events"."answer" in ('not_impeded', 'central_self_exclusion', 'social_programme')),
	CONSTRAINT "impediment_events_source_check" CHECK ("impediment_events"."source" in ('sign_in', 'sweep'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "impeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "impediment_events" ADD CONSTRAINT "impediment_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impediment_events" ADD CONSTRAINT "impediment_events_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impediment_events_player_idx" ON "impediment_events" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_impediment_checked_idx" ON "users" USING btree ("tenant_id","impediment_checked_on");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_closed_reason_check" CHECK ("users"."closed_reason" in ('impediment'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_closed_check" CHECK (("users"."closed_at" is null) = ("users"."closed_reason" is null));--> statement-breakpoint
-- Players already impeded (0014) start their three days now.
UPDATE "users" SET "impeded_at" = now() WHERE "impediment" IS NOT NULL;