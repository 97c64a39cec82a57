import { screen } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { THE_CODE } from './fake-platform/db';
import type { FakeHandlers } from './fake-platform/platform';
import { renderApp } from './render-app';
import type { AuthRequirements } from '~/features/accounts/model/auth-requirements';
import { RegisterWizard } from '~/features/accounts/components/register/register-wizard';

// The registration wizard's steps, for its tests: the wizard rendered in the app (renderApp, over the
// fake platform's accounts API, docs/design/accounts-api.md) and the way a player fills each step.

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
    handlers?: FakeHandlers;
    locale?: Locale;
  } = {},
) {
  const onRegistered = vi.fn();
  const onSignIn = vi.fn();
  const user = userEvent.setup();
  const view = renderApp(
    <RegisterWizard
      requirements={requirementsWith(options.requirements)}
      onRegistered={onRegistered}
      onSignIn={onSignIn}
    />,
    { handlers: options.handlers, locale: options.locale },
  );
  return { ...view, user, onRegistered, onSignIn };
}

/** Walking the wizard's eight steps click by click takes seconds on a loaded machine. */
export const WIZARD_WALK_TIMEOUT_MS = 20_000;

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
  const total = options.total ?? (options.cpf ? 9 : 8);
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
    [
      'Seus limites de jogo',
      async () => {
        await user.click(screen.getByRole('radio', { name: /^R\$\s200$/ }));
        await user.click(screen.getByRole('radio', { name: 'Semana' }));
        await user.click(screen.getByRole('radio', { name: '2 h por dia' }));
      },
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
