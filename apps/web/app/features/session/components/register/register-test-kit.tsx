import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import enValidation from '@vitrine/contract/validation/messages/en.json';
import ptValidation from '@vitrine/contract/validation/messages/pt-BR.json';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { Locale } from '~/i18n/config';
import { createI18n } from '~/i18n/create-i18n';
import enCommon from '~/i18n/locales/en/common.json';
import enErrors from '~/i18n/locales/en/errors.json';
import enRegister from '~/i18n/locales/en/register.json';
import enSession from '~/i18n/locales/en/session.json';
import ptCommon from '~/i18n/locales/pt-BR/common.json';
import ptErrors from '~/i18n/locales/pt-BR/errors.json';
import ptRegister from '~/i18n/locales/pt-BR/register.json';
import ptSession from '~/i18n/locales/pt-BR/session.json';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createHttpClient } from '~/lib/http/http-client';
import { createQueryClient } from '~/lib/query-client';
import { SessionProvider } from '../../session-context';
import type { AuthRequirements } from '../../model/auth-requirements';
import { IntegrationsProvider } from '../../integrations-context';
import { RegisterWizard } from './register-wizard';

// Test kit of the registration wizard: the providers of the root route, and a fake platform that
// answers the accounts API (docs/design/accounts-api.md) and records what it was sent.

const RESOURCES = {
  'pt-BR': {
    common: ptCommon,
    errors: ptErrors,
    session: ptSession,
    register: ptRegister,
    validation: ptValidation,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    session: enSession,
    register: enRegister,
    validation: enValidation,
  },
};

export const THE_CODE = '123456';

export const registeredUser = {
  id: 42,
  name: 'Maria Silva',
  first_name: 'Maria',
  last_name: 'Silva',
  email: 'maria@vitrine.test',
  username: '+5511988887777',
  avatar: null,
  language: 'pt-BR',
  level: 1,
  vip: { level: 0, points: 0 },
  email_verified_at: '2026-01-01T00:00:00Z',
  phone_verified_at: null,
};

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

type Answer = { status: number; body?: unknown };
type Handler = (body: Record<string, unknown>) => Answer;

const codeSent: Handler = () => ({
  status: 202,
  body: { message: 'Enviamos um código de verificação.', resend_after: 20 },
});

const DEFAULT_HANDLERS: Record<string, Handler> = {
  'POST /auth/verify-email': codeSent,
  'POST /auth/verify-phone': codeSent,
  'POST /auth/verify-code': (body) =>
    body.code === THE_CODE
      ? { status: 200, body: { valid: true } }
      : {
          status: 422,
          body: { message: 'Código inválido.', errors: { code: ['Código inválido.'] } },
        },
  'POST /validate/validate-cpf': () => ({ status: 200, body: { valid: true, available: true } }),
  'POST /auth/register': () => ({
    status: 201,
    body: { data: registeredUser, token: 'token-of-maria' },
  }),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fakePlatform(handlers: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const all = { ...DEFAULT_HANDLERS, ...handlers };
  async function fetch(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname.replace(/^\/t\/test/, '');
    const parsed: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    const body = isRecord(parsed) ? parsed : {};
    calls.push({ method, path, body });
    const handler = all[`${method} ${path}`];
    const answer = handler ? handler(body) : { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export type FakePlatform = ReturnType<typeof fakePlatform>;

export function requirementsWith(
  overrides: Partial<AuthRequirements['register']> = {},
): AuthRequirements['register'] {
  return {
    requiresCpf: false,
    requiresLicence: true,
    verifyByPhone: false,
    alert: null,
    turnstileSiteKey: null,
    ...overrides,
  };
}

export function renderWizard(
  options: {
    requirements?: Partial<AuthRequirements['register']>;
    platform?: FakePlatform;
    locale?: Locale;
  } = {},
) {
  const locale = options.locale ?? 'pt-BR';
  const platform = options.platform ?? fakePlatform();
  const i18n = createI18n(locale, { [locale]: RESOURCES[locale] });
  const client = createHttpClient({
    baseUrl: 'http://api.test/t/test',
    fetch: platform.fetch,
    getAuthToken: () => null,
    getGuestId: () => 'guest-1',
    getLmcp: () => null,
  });
  const onRegistered = vi.fn();
  const onSignIn = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ApiClientProvider client={client}>
          <SessionProvider serverSession={null}>
            <IntegrationsProvider
              value={{
                googleScriptUrl: '/vendor/google-gsi-standin.js',
                turnstileScriptUrl: '/vendor/turnstile-standin.js',
              }}
            >
              <RegisterWizard
                requirements={requirementsWith(options.requirements)}
                onRegistered={onRegistered}
                onSignIn={onSignIn}
              />
            </IntegrationsProvider>
          </SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, platform, onRegistered, onSignIn };
}

export const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

export async function continueTo(user: UserEvent, stepText: string) {
  await user.click(continueButton());
  await screen.findByText(stepText);
}

/** Fills every step from the first up to (not including) the one titled `stopAt`. */
export async function fillSteps(
  user: UserEvent,
  options: { stopAt?: string; cpf?: boolean; total?: number } = {},
) {
  const total = options.total ?? (options.cpf ? 8 : 7);
  const steps: [string, () => Promise<void>][] = [
    ['Qual é o seu gênero?', () => user.click(screen.getByRole('radio', { name: 'Feminino' }))],
    [
      'Qual é o seu estado civil?',
      () => user.click(screen.getByRole('radio', { name: 'Solteiro(a)' })),
    ],
    ['Como você se chama?', () => user.type(screen.getByLabelText('Nome completo'), 'Maria Silva')],
    ...(options.cpf
      ? [
          [
            'Qual é o seu CPF?',
            () => user.type(screen.getByLabelText('CPF'), '52998224725'),
          ] satisfies [string, () => Promise<void>],
        ]
      : []),
    ['Qual é o seu celular?', () => user.type(screen.getByLabelText('Celular'), '11988887777')],
    [
      'Qual é o seu e-mail?',
      () => user.type(screen.getByLabelText('E-mail'), 'maria@vitrine.test'),
    ],
    [
      'Digite o código de verificação',
      () => user.type(screen.getByLabelText('Código de 6 dígitos'), THE_CODE),
    ],
  ];
  for (const [index, [title, fill]] of steps.entries()) {
    if (title === options.stopAt) return;
    await screen.findByText(`Passo ${index + 1} de ${total}`);
    await fill();
    await user.click(continueButton());
  }
  await screen.findByText('Crie sua senha');
}
