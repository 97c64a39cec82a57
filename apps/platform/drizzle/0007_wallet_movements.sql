ALTER TABLE "wallets" ADD COLUMN "movements" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "wallets" SET "movements" = (SELECT count(*) FROM "wallet_transactions" WHERE "wallet_transactions"."tenant_id" = "wallets"."tenant_id" AND "wallet_transactions"."user_id" = "wallets"."user_id");
