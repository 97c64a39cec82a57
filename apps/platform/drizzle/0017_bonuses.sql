CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"name" jsonb NOT NULL,
	"coupon_id" integer,
	"pix_charge_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"amount" bigint NOT NULL,
	"rollover_multiplier" integer NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"converted" bigint DEFAULT 0 NOT NULL,
	"removed" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "bonuses_amount_check" CHECK ("bonuses"."amount" > 0),
	CONSTRAINT "bonuses_wagered_check" CHECK ("bonuses"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"losses" bigint NOT NULL,
	"percentage_hundredths" integer NOT NULL,
	"amount" bigint NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"claimed_amount" bigint DEFAULT 0 NOT NULL,
	"credited_to" text NOT NULL,
	"clock_offset_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_entries_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "cashback_entries_amount_check" CHECK ("cashback_entries"."amount" >= 0),
	CONSTRAINT "cashback_entries_claimed_check" CHECK ("cashback_entries"."claimed" between 0 and 3),
	CONSTRAINT "cashback_entries_claimed_amount_check" CHECK ("cashback_entries"."claimed_amount" between 0 and "cashback_entries"."amount")
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"pix_charge_id" integer,
	"bonus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'deposit' NOT NULL,
	"description" jsonb NOT NULL,
	"percent" integer NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"rollover_multiplier" integer NOT NULL,
	"max_bet" bigint,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "coupons_percent_check" CHECK ("coupons"."percent" between 1 and 500),
	CONSTRAINT "coupons_max_bonus_check" CHECK ("coupons"."max_bonus" > 0),
	CONSTRAINT "coupons_rollover_check" CHECK ("coupons"."rollover_multiplier" between 1 and 100),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"image_path" text,
	"coupon_code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_tenant_id_unique" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_check";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rollover_contribution" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "coupon_bonus" bigint;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_coupon_fk" FOREIGN KEY ("tenant_id","coupon_id") REFERENCES "public"."coupons"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_fk" FOREIGN KEY ("tenant_id","coupon_id") REFERENCES "public"."coupons"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_user_idx" ON "bonuses" USING btree ("tenant_id","user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active_idx" ON "bonuses" USING btree ("tenant_id","user_id") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_pix_charge_idx" ON "bonuses" USING btree ("pix_charge_id") WHERE "bonuses"."pix_charge_id" is not null;--> statement-breakpoint
CREATE INDEX "cashback_entries_user_idx" ON "cashback_entries" USING btree ("tenant_id","user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_period_idx" ON "cashback_entries" USING btree ("tenant_id","user_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_player_idx" ON "coupon_uses" USING btree ("tenant_id","coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_tenant_code_idx" ON "coupons" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_tenant_slug_idx" ON "promotions" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "promotions_tenant_position_idx" ON "promotions" USING btree ("tenant_id","position");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rollover_contribution_check" CHECK ("games"."rollover_contribution" between 0 and 100);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet', 'box_purchase', 'box_sale', 'prize_sale', 'loyalty_cashout', 'mission_reward', 'bonus_expiry', 'bonus_forfeit', 'cashback'));