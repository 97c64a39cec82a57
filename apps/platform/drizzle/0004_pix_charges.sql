CREATE TABLE "pix_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"txid" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'waiting_payment' NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payer_cpf" text,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "pix_charges_amount_check" CHECK ("pix_charges"."amount" > 0),
	CONSTRAINT "pix_charges_status_check" CHECK ("pix_charges"."status" in ('waiting_payment', 'paid', 'refused', 'refunded', 'chargebacked', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_tenant_txid_idx" ON "pix_charges" USING btree ("tenant_id","txid");--> statement-breakpoint
CREATE INDEX "pix_charges_user_idx" ON "pix_charges" USING btree ("tenant_id","user_id","id" DESC NULLS FIRST);