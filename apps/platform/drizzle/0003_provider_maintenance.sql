-- Maintenance as data: a provider (all its games) or a single game can be down; each provider names the
-- integration (GameProvider) that launches its games.
ALTER TABLE "game_providers" ADD COLUMN "integration" text DEFAULT 'demo-slot' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;