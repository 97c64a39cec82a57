import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { z } from 'zod';
import {
  authResponseSchema,
  codeSentResponseSchema,
  confirmPasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  recoverPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateAccountRequestSchema,
  userResponseSchema,
  validateCpfRequestSchema,
  validateCpfResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
} from '../accounts.ts';
import {
  errorResponse,
  invalid,
  json,
  noContent,
  ok,
  playerChange,
  selfExcluded,
  signedIn,
  tooMany,
  unauthenticated,
} from './responses.ts';

/** A call that sends a 6-digit code by e-mail or SMS. */
const sendsCode = (summary: string, requestSchema: z.ZodType) => ({
  post: {
    summary,
    requestBody: json(requestSchema),
    responses: { '202': ok(codeSentResponseSchema, 'Sent'), '422': invalid, '429': tooMany },
  },
});

/** §7 Auth (docs/design/accounts-api.md). */
export const authPaths = {
  '/auth/login': {
    post: {
      summary: 'Sign in with phone and password (plus CPF or e-mail where the tenant asks)',
      requestBody: json(loginRequestSchema),
      responses: {
        '200': ok(authResponseSchema),
        '403': selfExcluded,
        '422': errorResponse('Wrong credentials (errors.username) or invalid fields'),
        '429': errorResponse('5 failures for this phone in 15 minutes; see Retry-After'),
      },
    },
  },
  '/auth/google': {
    post: {
      summary: 'Sign in (or up) with a Google ID token',
      requestBody: json(googleLoginRequestSchema),
      responses: { '200': ok(authResponseSchema), '403': selfExcluded, '422': invalid },
    },
  },
  '/auth/register': {
    post: {
      summary: 'Create an account with a code sent by verify-email or verify-phone',
      requestBody: json(registerRequestSchema),
      responses: {
        '201': ok(authResponseSchema, 'Created and signed in'),
        '422': errorResponse(
          'Taken phone, e-mail or CPF; wrong or expired code; refused captcha; missing loss or time limit; a CPF the impediment directory says may not bet (`impeded`: central_self_exclusion | social_programme)',
        ),
        '429': tooMany,
        '503': errorResponse('The impediment directory did not answer; retry (Retry-After)'),
      },
    },
  },
  '/auth/me': {
    get: {
      summary: 'The signed-in player',
      security: signedIn,
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '403': selfExcluded },
    },
  },
  '/auth/logout': {
    get: {
      summary: 'Revoke the bearer token',
      security: signedIn,
      responses: { '204': noContent('Revoked'), '401': unauthenticated },
    },
  },
  '/auth/update': playerChange(
    'Change the e-mail or phone (a changed one becomes unverified)',
    json(updateAccountRequestSchema),
  ),
  '/auth/verify-email': sendsCode(
    'Send a 6-digit code by e-mail (valid 10 minutes)',
    verifyEmailRequestSchema,
  ),
  '/auth/verify-phone': sendsCode(
    'Send a 6-digit code by SMS (valid 10 minutes)',
    verifyPhoneRequestSchema,
  ),
  '/auth/verify-code': {
    post: {
      summary: 'Check a code; purpose verify also marks the contact verified',
      requestBody: json(verifyCodeRequestSchema),
      responses: {
        '200': ok(verifyCodeResponseSchema),
        '422': errorResponse('Wrong or expired code (errors.code)'),
        '429': errorResponse('5 wrong tries: the code is burnt'),
      },
    },
  },
  '/auth/recover-password': sendsCode(
    'Send a recovery code (same answer whether or not an account exists)',
    recoverPasswordRequestSchema,
  ),
  '/auth/reset-password': {
    post: {
      summary: 'Set a new password with a recovery code; every token is revoked',
      requestBody: json(resetPasswordRequestSchema),
      responses: { '200': ok(messageResponseSchema), '422': invalid, '429': tooMany },
    },
  },
  '/auth/request-password-change': {
    post: {
      summary: 'Change the password with the current one; other sessions end',
      security: signedIn,
      requestBody: json(passwordChangeRequestSchema),
      responses: { '200': ok(messageResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/auth/confirm-password': {
    post: {
      summary:
        'Confirm the session with the password after the idle minutes (issue 35); money calls answer session.idle until then',
      security: signedIn,
      requestBody: json(confirmPasswordRequestSchema),
      responses: {
        '200': ok(messageResponseSchema),
        '401': unauthenticated,
        '422': errorResponse('Wrong password (auth.password_wrong, errors.password)'),
        '429': errorResponse('5 wrong passwords in 15 minutes, with the sign-in; see Retry-After'),
      },
    },
  },
  '/validate/validate-cpf': {
    post: {
      summary: 'Check a CPF and whether it is still free in this tenant',
      requestBody: json(validateCpfRequestSchema),
      responses: { '200': ok(validateCpfResponseSchema), '422': errorResponse('CPF inválido') },
    },
  },
} satisfies ZodOpenApiPathsObject;
