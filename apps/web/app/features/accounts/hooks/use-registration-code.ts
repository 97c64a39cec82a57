import type { CodeChannel } from '@vitrine/contract/account-constants.ts';
import { emailSchema, phoneSchema } from '@vitrine/contract/validation/forms.ts';
import { useState } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { resendEndsAt } from '~/lib/resend-wait';
import { sendEmailCode } from '~/core/session/api/verification-codes/send-email-code';
import { sendPhoneCode } from '~/core/session/api/verification-codes/send-phone-code';
import { verifyCode } from '~/core/session/api/verification-codes/verify-code';
import type { RegisterDraft } from '../model/register-steps';

export interface CodeDestination {
  channel: CodeChannel;
  /** The e-mail (lower-cased) or the phone (E.164). */
  to: string;
}

/** Where the registration code goes: the e-mail, or the phone when the tenant has `reg_phone`. */
export function codeDestinationOf(
  draft: RegisterDraft,
  verifyByPhone: boolean,
): CodeDestination | null {
  const parsed = verifyByPhone
    ? phoneSchema.safeParse(draft.username)
    : emailSchema.safeParse(draft.email);
  if (!parsed.success) return null;
  return { channel: verifyByPhone ? 'sms' : 'email', to: parsed.data };
}

const sameDestination = (a: CodeDestination | null, b: CodeDestination) =>
  a !== null && a.channel === b.channel && a.to === b.to;

/**
 * The registration code: sent once per destination (a changed e-mail or phone needs a new one),
 * resent after the wait, and checked with `POST /auth/verify-code` before the wizard moves on.
 */
export function useRegistrationCode(verifyByPhone: boolean) {
  const client = useApiClient();
  const [sentTo, setSentTo] = useState<CodeDestination | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [verified, setVerified] = useState<{ to: CodeDestination; code: string } | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  async function send(destination: CodeDestination) {
    const sent =
      destination.channel === 'email'
        ? await sendEmailCode(client, { email: destination.to, purpose: 'register' })
        : await sendPhoneCode(client, { username: destination.to, purpose: 'register' });
    setSentTo(destination);
    setVerified(null);
    setResent(false);
    setResendAt(resendEndsAt(Date.now(), sent.resend_after));
  }

  return {
    sentTo,
    resendAt,
    resending,
    /** A resend went through (announced on the code step). */
    resent,
    /** Sends a code unless the last one went to the same place; true when a new one went. */
    async sendFor(draft: RegisterDraft): Promise<boolean> {
      const destination = codeDestinationOf(draft, verifyByPhone);
      if (!destination) throw new Error('The code destination was not validated');
      if (sameDestination(sentTo, destination)) return false;
      await send(destination);
      return true;
    },
    async resend(): Promise<void> {
      if (!sentTo) return;
      setResending(true);
      try {
        await send(sentTo);
        setResent(true);
      } finally {
        setResending(false);
      }
    },
    /** Checks the code with the platform; a code already accepted for this destination is not re-sent. */
    async verify(code: string): Promise<void> {
      if (!sentTo) throw new Error('No code was sent');
      const typed = code.replace(/\s/g, '');
      if (verified && sameDestination(verified.to, sentTo) && verified.code === typed) return;
      await verifyCode(client, { ...sentTo, code: typed, purpose: 'register' });
      setVerified({ to: sentTo, code: typed });
    },
    /** The platform refused the code at registration: it must be checked again. */
    forgetVerification() {
      setVerified(null);
    },
  };
}

export type RegistrationCode = ReturnType<typeof useRegistrationCode>;
