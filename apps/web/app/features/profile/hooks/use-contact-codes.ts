import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import { sendEmailCode } from '~/core/session/api/verification-codes/send-email-code';
import { sendPhoneCode } from '~/core/session/api/verification-codes/send-phone-code';
import { verifyCode, type VerifyCodeBody } from '~/core/session/api/verification-codes/verify-code';
import { profileKeys, SESSION_QUERY_KEY } from '../api/profile-keys';
import { useApplyUser } from './use-apply-user';

// The profile's contact checks over the account's code calls (core/session/api/verification-codes),
// with purpose `verify`: send a code to the player's own e-mail or phone, then confirm it.

export function useSendEmailCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (email: string) => sendEmailCode(client, { email, purpose: 'verify' }),
  });
}

export function useSendPhoneCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (phone: string) => sendPhoneCode(client, { username: phone, purpose: 'verify' }),
  });
}

/** Confirms a code; the contact shows verified at once from the answer's player. */
export function useVerifyCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (body: Omit<VerifyCodeBody, 'purpose'>) =>
      verifyCode(client, { ...body, purpose: 'verify' }),
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
