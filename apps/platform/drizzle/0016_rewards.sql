CREATE TABLE "box_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"digest" text NOT NULL,
	"weights" jsonb NOT NULL,
	"prize_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_draws_tenant_id_unique" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "box_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"value" bigint NOT NULL,
	"rarity" text NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "box_prizes_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "box_prizes_value_check" CHECK ("box_prizes"."value" >= 0),
	CONSTRAINT "box_prizes_weight_check" CHECK ("box_prizes"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text NOT NULL,
	"image" text,
	"price" bigint,
	"sell_value" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "boxes_price_check" CHECK ("boxes"."price" is null or "boxes"."price" > 0),
	CONSTRAINT "boxes_sell_value_check" CHECK ("boxes"."sell_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fairness_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fairness_seeds_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "fairness_seeds_nonce_check" CHECK ("fairness_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"goal_kind" text NOT NULL,
	"goal_target" bigint NOT NULL,
	"goal_game_id" integer,
	"goal_provider" text,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint,
	"reward_box_id" integer,
	"guest_visible" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "missions_target_check" CHECK ("missions"."goal_target" > 0),
	CONSTRAINT "missions_reward_check" CHECK (("missions"."reward_kind" = 'box' and "missions"."reward_box_id" is not null) or ("missions"."reward_kind" <> 'box' and "missions"."reward_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "player_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"source" text NOT NULL,
	"mission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"draw_id" integer,
	CONSTRAINT "player_boxes_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "player_boxes_once_check" CHECK ("player_boxes"."opened_at" is null or "player_boxes"."sold_at" is null)
);
--> statement-breakpoint
CREATE TABLE "player_missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"player_box_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	CONSTRAINT "player_prizes_tenant_id_unique" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_check";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "balance_kind" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "loyalty_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_seed_fk" FOREIGN KEY ("tenant_id","seed_id") REFERENCES "public"."fairness_seeds"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_prizes" ADD CONSTRAINT "box_prizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_prizes" ADD CONSTRAINT "box_prizes_box_fk" FOREIGN KEY ("tenant_id","box_id") REFERENCES "public"."boxes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_game_fk" FOREIGN KEY ("tenant_id","goal_game_id") REFERENCES "public"."games"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_box_fk" FOREIGN KEY ("tenant_id","reward_box_id") REFERENCES "public"."boxes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_boxes" ADD CONSTRAINT "player_boxes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_boxes" ADD CONSTRAINT "player_boxes_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_boxes" ADD CONSTRAINT "player_boxes_box_fk" FOREIGN KEY ("tenant_id","box_id") REFERENCES "public"."boxes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_boxes" ADD CONSTRAINT "player_boxes_draw_fk" FOREIGN KEY ("tenant_id","draw_id") REFERENCES "public"."box_draws"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_missions" ADD CONSTRAINT "player_missions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_missions" ADD CONSTRAINT "player_missions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_missions" ADD CONSTRAINT "player_missions_mission_fk" FOREIGN KEY ("tenant_id","mission_id") REFERENCES "public"."missions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prizes" ADD CONSTRAINT "player_prizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prizes" ADD CONSTRAINT "player_prizes_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prizes" ADD CONSTRAINT "player_prizes_box_fk" FOREIGN KEY ("tenant_id","player_box_id") REFERENCES "public"."player_boxes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prizes" ADD CONSTRAINT "player_prizes_prize_fk" FOREIGN KEY ("tenant_id","prize_id") REFERENCES "public"."box_prizes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prizes" ADD CONSTRAINT "player_prizes_draw_fk" FOREIGN KEY ("tenant_id","draw_id") REFERENCES "public"."box_draws"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_draws_seed_nonce_idx" ON "box_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "box_prizes_box_position_idx" ON "box_prizes" USING btree ("box_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "boxes_tenant_slug_idx" ON "boxes" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_active_idx" ON "fairness_seeds" USING btree ("tenant_id","user_id") WHERE "fairness_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "player_boxes_unopened_idx" ON "player_boxes" USING btree ("tenant_id","user_id","id") WHERE "player_boxes"."opened_at" is null and "player_boxes"."sold_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_missions_player_mission_idx" ON "player_missions" USING btree ("tenant_id","user_id","mission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_prizes_player_box_idx" ON "player_prizes" USING btree ("player_box_id");--> statement-breakpoint
CREATE INDEX "player_prizes_player_idx" ON "player_prizes" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_balance_kind_check" CHECK ("wallet_transactions"."balance_kind" in ('cash', 'bonus', 'loyalty'));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet', 'box_purchase', 'box_sale', 'prize_sale', 'loyalty_cashout', 'mission_reward'));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_loyalty_balance_check" CHECK ("wallets"."loyalty_balance" >= 0);