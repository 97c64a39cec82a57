-- Trigram indexes for the games' title search (trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_tenant_id_user_id_game_id_pk" PRIMARY KEY("tenant_id","user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"lang" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_launches_mode_check" CHECK ("game_launches"."mode" in ('real', 'demo')),
	CONSTRAINT "game_launches_demo_balance_check" CHECK ("game_launches"."demo_balance" is null or "game_launches"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_plays_tenant_id_user_id_game_id_pk" PRIMARY KEY("tenant_id","user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_tenant_id_unique" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"category_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_tables" boolean DEFAULT false NOT NULL,
	"only_demo" boolean DEFAULT false NOT NULL,
	"bonus_allowed" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"featured_position" integer,
	"image_path" text NOT NULL,
	"image_mobile_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "games_type_check" CHECK ("games"."type" in ('slot', 'live', 'table', 'crash', 'instant')),
	CONSTRAINT "games_counters_check" CHECK ("games"."views" >= 0 and "games"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"round_id" text,
	"game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"bonus_balance" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_fk" FOREIGN KEY ("tenant_id","game_id") REFERENCES "public"."games"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_fk" FOREIGN KEY ("tenant_id","game_id") REFERENCES "public"."games"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_fk" FOREIGN KEY ("tenant_id","game_id") REFERENCES "public"."games"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."game_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_game_fk" FOREIGN KEY ("tenant_id","game_id") REFERENCES "public"."games"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favorites_user_idx" ON "game_favorites" USING btree ("tenant_id","user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "game_launches_expires_idx" ON "game_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_plays_user_idx" ON "game_plays" USING btree ("tenant_id","user_id","last_played_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_tenant_code_idx" ON "game_providers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_tenant_provider_code_idx" ON "games" USING btree ("tenant_id","provider_id","code");--> statement-breakpoint
CREATE INDEX "games_tenant_views_idx" ON "games" USING btree ("tenant_id","views" DESC NULLS FIRST,lower("title"),"id");--> statement-breakpoint
CREATE INDEX "games_tenant_created_idx" ON "games" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_tenant_title_idx" ON "games" USING btree ("tenant_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "games_category_slugs_idx" ON "games" USING gin ("category_slugs");--> statement-breakpoint
CREATE INDEX "games_title_trgm_idx" ON "games" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_tenant_featured_idx" ON "games" USING btree ("tenant_id","featured_position") WHERE "games"."featured_position" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("tenant_id","user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_round_idx" ON "wallet_transactions" USING btree ("tenant_id","round_id") WHERE "wallet_transactions"."round_id" is not null;