CREATE TABLE "sportsbook_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operation" text NOT NULL,
	"ext_transaction_id" text NOT NULL,
	"bet_id" integer,
	"parent_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ledger_amount" bigint DEFAULT 0 NOT NULL,
	"betslip" jsonb,
	"committed_at" timestamp with time zone,
	"result" text,
	"settlement" text,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_transactions_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "sportsbook_transactions_amount_check" CHECK ("sportsbook_transactions"."amount" >= 0),
	CONSTRAINT "sportsbook_transactions_operation_check" CHECK ("sportsbook_transactions"."operation" in ('bet', 'win', 'lost', 'refund', 'discard', 'rollback')),
	CONSTRAINT "sportsbook_transactions_result_check" CHECK ("sportsbook_transactions"."result" is null or "sportsbook_transactions"."result" in ('won', 'lost', 'refunded', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "sportsbook_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "sportsbook_transactions" ADD CONSTRAINT "sportsbook_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_transactions" ADD CONSTRAINT "sportsbook_transactions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_transactions" ADD CONSTRAINT "sportsbook_transactions_bet_fk" FOREIGN KEY ("tenant_id","bet_id") REFERENCES "public"."sportsbook_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_transactions" ADD CONSTRAINT "sportsbook_transactions_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."sportsbook_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_transactions_ext_idx" ON "sportsbook_transactions" USING btree ("tenant_id","ext_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_transactions_rollback_idx" ON "sportsbook_transactions" USING btree ("tenant_id","parent_id") WHERE "sportsbook_transactions"."operation" = 'rollback';--> statement-breakpoint
CREATE INDEX "sportsbook_transactions_bet_idx" ON "sportsbook_transactions" USING btree ("tenant_id","bet_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_sportsbook_fk" FOREIGN KEY ("tenant_id","sportsbook_transaction_id") REFERENCES "public"."sportsbook_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_sportsbook_idx" ON "wallet_transactions" USING btree ("sportsbook_transaction_id") WHERE "wallet_transactions"."sportsbook_transaction_id" is not null;