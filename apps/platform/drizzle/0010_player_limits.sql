CREATE TABLE "player_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "player_limits_kind_check" CHECK ("player_limits"."kind" in ('deposit', 'loss', 'bet', 'time')),
	CONSTRAINT "player_limits_period_check" CHECK ("player_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "player_limits_amount_check" CHECK ("player_limits"."amount" is null or "player_limits"."amount" >= 0),
	CONSTRAINT "player_limits_effective_check" CHECK ("player_limits"."effective_at" >= "player_limits"."requested_at")
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limits_player_idx" ON "player_limits" USING btree ("tenant_id","user_id","kind","period","effective_at");