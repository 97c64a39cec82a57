import type { RegistrationLimits } from '@vitrine/contract/responsible-gaming.ts';
import type { Gender, MaritalStatus } from '@vitrine/contract/validation/forms.ts';
import type { HttpClient } from '~/lib/http/http-client';
import { sessionAuthResponseSchema, type SessionUser } from '~/core/session/model/session-user';

export interface RegisterBody {
  gender: Gender;
  marital_status: MaritalStatus;
  name: string;
  /** The phone, E.164. */
  username: string;
  email: string;
  /** The code sent by e-mail (or SMS with `reg_phone`) for purpose `register`. */
  code: string;
  cpf?: string;
  password: string;
  password_confirmation: string;
  terms?: true;
  captcha?: string;
  /** Portaria 2.579/2025: the loss and time limits, both required. */
  limits: RegistrationLimits;
  /** §2 `ref`: the referral code the visitor arrived with, when one is stored. */
  ref?: string;
}

/** `POST /auth/register`: creates the account and answers with the player signed in. */
export async function register(
  client: HttpClient,
  body: RegisterBody,
): Promise<{ user: SessionUser; token: string }> {
  const response = await client.post('/auth/register', {
    body,
    schema: sessionAuthResponseSchema,
    reportErrors: false,
  });
  return { user: response.data, token: response.token };
}
