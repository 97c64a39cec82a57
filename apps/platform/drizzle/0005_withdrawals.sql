CREATE TABLE "pix_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_keys_owner_id_unique" UNIQUE("tenant_id","user_id","id"),
	CONSTRAINT "pix_keys_type_check" CHECK ("pix_keys"."type" in ('cpf', 'email', 'phone', 'random'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pix_key_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "withdrawals_tenant_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "withdrawal_id" integer;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_pix_key_fk" FOREIGN KEY ("tenant_id","user_id","pix_key_id") REFERENCES "public"."pix_keys"("tenant_id","user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_keys_owner_key_idx" ON "pix_keys" USING btree ("tenant_id","user_id","type","key");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_keys_selected_idx" ON "pix_keys" USING btree ("tenant_id","user_id") WHERE "pix_keys"."selected";--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("tenant_id","user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withdrawals_tenant_idx" ON "withdrawals" USING btree ("tenant_id","id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_withdrawal_fk" FOREIGN KEY ("tenant_id","withdrawal_id") REFERENCES "public"."withdrawals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_withdrawal_reserve_idx" ON "wallet_transactions" USING btree ("withdrawal_id") WHERE "wallet_transactions"."withdrawal_id" is not null and "wallet_transactions"."amount" < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_withdrawal_return_idx" ON "wallet_transactions" USING btree ("withdrawal_id") WHERE "wallet_transactions"."withdrawal_id" is not null and "wallet_transactions"."amount" > 0;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_withdrawal_check" CHECK ("wallet_transactions"."withdrawal_id" is null or "wallet_transactions"."type" = 'withdraw');