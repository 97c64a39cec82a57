import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CodeChannel, verifyCodeResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useApplyUser } from '../hooks/use-apply-user';
import { profileKeys, SESSION_QUERY_KEY } from './profile-keys';

export type CodeVerified = z.output<typeof verifyCodeResponseSchema>;

export interface VerifyCodeBody {
  channel: CodeChannel;
  /** The e-mail or the phone (E.164) the code was sent to. */
  to: string;
  code: string;
}

/** `POST /auth/verify-code` with purpose `verify`: marks the e-mail or phone verified. */
export function verifyCode(client: HttpClient, body: VerifyCodeBody): Promise<CodeVerified> {
  return client.post('/auth/verify-code', {
    body: { ...body, purpose: 'verify' },
    schema: verifyCodeResponseSchema,
    reportErrors: false,
  });
}

export function useVerifyCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (body: VerifyCodeBody) => verifyCode(client, body),
    onSuccess: (answer) => {
      if (answer.data) {
        applyUser(answer.data);
        return;
      }
      // The server confirmed without the user: fetch it again to show the new status.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
