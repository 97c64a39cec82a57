CREATE TABLE "session_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "session_activity_stretch_check" CHECK ("session_activity"."last_at" >= "session_activity"."started_at")
);
--> statement-breakpoint
ALTER TABLE "session_activity" ADD CONSTRAINT "session_activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_activity" ADD CONSTRAINT "session_activity_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_activity" ADD CONSTRAINT "session_activity_token_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_activity_token_idx" ON "session_activity" USING btree ("tenant_id","token_id","started_at");--> statement-breakpoint
CREATE INDEX "session_activity_player_idx" ON "session_activity" USING btree ("tenant_id","user_id","last_at");