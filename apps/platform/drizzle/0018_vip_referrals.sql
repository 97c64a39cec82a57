CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"reward_balance" text,
	"qualified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."user_id" <> "referrals"."referrer_id"),
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('registered', 'qualified')),
	CONSTRAINT "referrals_reward_check" CHECK ("referrals"."reward" >= 0),
	CONSTRAINT "referrals_qualified_check" CHECK (("referrals"."status" = 'qualified') = ("referrals"."qualified_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_check";--> statement-breakpoint
ALTER TABLE "ranks" ADD COLUMN "name" jsonb;--> statement-breakpoint
ALTER TABLE "ranks" ADD COLUMN "benefits" jsonb DEFAULT '{"pt":[],"en":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ranks" ADD COLUMN "reward_loyalty" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ranks" ADD COLUMN "reward_box_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_affiliate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_level_rewarded" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_fk" FOREIGN KEY ("tenant_id","referrer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_idx" ON "referrals" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("tenant_id","referrer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_referral_code_idx" ON "users" USING btree ("tenant_id","referral_code");--> statement-breakpoint
CREATE INDEX "wallet_transactions_bets_idx" ON "wallet_transactions" USING btree ("tenant_id","created_at") WHERE "wallet_transactions"."type" = 'bet';--> statement-breakpoint
ALTER TABLE "ranks" ADD CONSTRAINT "ranks_reward_loyalty_check" CHECK ("ranks"."reward_loyalty" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet', 'box_purchase', 'box_sale', 'prize_sale', 'loyalty_cashout', 'mission_reward', 'bonus_expiry', 'bonus_forfeit', 'cashback', 'referral', 'level_reward'));--> statement-breakpoint
-- Players who wagered before VIP rewards existed stand on their level already: those levels count as given, so their next stake pays no reward for them.
UPDATE "users" SET "vip_level_rewarded" = coalesce((SELECT max("ranks"."level") FROM "ranks" WHERE "ranks"."tenant_id" = "users"."tenant_id" AND "ranks"."total_bet" <= "users"."total_bet"), 1);
