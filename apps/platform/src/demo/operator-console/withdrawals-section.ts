import type { Locale } from '@vitrine/contract/locale.ts';
import { WITHDRAWAL_STATUS } from '@vitrine/contract/withdrawals.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { formatDateTime, formatMoney, t } from '../../http/messages.ts';
import { type ConsoleSection, postButton } from './console-page.ts';
import { maskPixKey, type PixKeyRow } from '../../modules/withdrawals/pix-keys.ts';
import {
  isFinalStatus,
  type WithdrawalRow,
  withdrawalStatusName,
} from '../../modules/withdrawals/withdrawal-service.ts';

// The console's withdrawals: every withdrawal of the tenant, newest first, with the moves an
// operator may make while it is not closed.

const TEXT = {
  'pt-BR': {
    title: 'Saques',
    empty: 'Nenhum saque ainda.',
    id: 'Nº',
    player: 'Jogador',
    amount: 'Valor',
    key: 'Chave PIX',
    status: 'Status',
    requested: 'Pedido em',
    actions: 'Ações',
    closed: 'Encerrado',
    newer: 'Mais recentes',
    older: 'Mais antigos',
    approve: 'Aprovar',
    process: 'Processar',
    analyse: 'Pôr em análise',
    invalidKey: 'Chave inválida (devolve)',
    cancel: 'Cancelar (devolve)',
    keyType: { cpf: 'CPF', email: 'E-mail', phone: 'Telefone', random: 'Aleatória' },
  },
  en: {
    title: 'Withdrawals',
    empty: 'No withdrawals yet.',
    id: 'No.',
    player: 'Player',
    amount: 'Amount',
    key: 'PIX key',
    status: 'Status',
    requested: 'Requested',
    actions: 'Actions',
    closed: 'Closed',
    newer: 'Newer',
    older: 'Older',
    approve: 'Approve',
    process: 'Process',
    analyse: 'Put under analysis',
    invalidKey: 'Invalid key (returns)',
    cancel: 'Cancel (returns)',
    keyType: { cpf: 'CPF', email: 'E-mail', phone: 'Phone', random: 'Random' },
  },
} as const;

/** The operator's moves, in the order of the buttons; the returning ones look dangerous. */
const MOVES = [
  { status: WITHDRAWAL_STATUS.approved, label: 'approve', danger: false },
  { status: WITHDRAWAL_STATUS.processing, label: 'process', danger: false },
  { status: WITHDRAWAL_STATUS.under_analysis, label: 'analyse', danger: false },
  { status: WITHDRAWAL_STATUS.invalid_pix_key, label: 'invalidKey', danger: true },
  { status: WITHDRAWAL_STATUS.cancelled, label: 'cancel', danger: true },
] as const;

export interface ConsoleWithdrawal {
  withdrawal: WithdrawalRow;
  key: PixKeyRow;
  player: { firstName: string; lastName: string; email: string };
}

/** A player as the console shows them: `Ana S. · a***@vitrine.test`. */
function publicPlayer({ firstName, lastName, email }: ConsoleWithdrawal['player']): string {
  const initial = lastName.trim().slice(0, 1);
  return `${firstName}${initial ? ` ${initial}.` : ''} · ${maskPixKey('email', email)}`;
}

export function withdrawalsSection({
  lang,
  rows,
  page,
  lastPage,
}: {
  lang: Locale;
  rows: readonly ConsoleWithdrawal[];
  page: number;
  lastPage: number;
}): ConsoleSection {
  const text = TEXT[lang];
  const line = ({ withdrawal, key, player }: ConsoleWithdrawal) => {
    const moves = isFinalStatus(withdrawal.status)
      ? escapeHtml(text.closed)
      : `<div class="actions">${MOVES.filter((move) => move.status !== withdrawal.status)
          .map((move) =>
            postButton({
              label: text[move.label],
              url: `console/withdrawals/${withdrawal.id}/status`,
              body: { status: move.status },
              danger: move.danger,
            }),
          )
          .join('')}</div>`;
    return `<tr>
<td>${withdrawal.id}</td>
<td>${escapeHtml(publicPlayer(player))}</td>
<td class="amount">${escapeHtml(formatMoney(withdrawal.amount, lang))}</td>
<td>${escapeHtml(`${text.keyType[key.type]} ${maskPixKey(key.type, key.key)}`)}</td>
<td>${escapeHtml(t(lang, `withdrawal_status_${withdrawalStatusName(withdrawal.status)}`))}</td>
<td>${escapeHtml(formatDateTime(withdrawal.createdAt, lang))}</td>
<td>${moves}</td>
</tr>`;
  };
  const table =
    rows.length === 0
      ? `<p>${escapeHtml(text.empty)}</p>`
      : `<table>
<thead><tr><th scope="col">${text.id}</th><th scope="col">${text.player}</th><th scope="col">${text.amount}</th><th scope="col">${text.key}</th><th scope="col">${text.status}</th><th scope="col">${text.requested}</th><th scope="col">${text.actions}</th></tr></thead>
<tbody>
${rows.map(line).join('\n')}
</tbody>
</table>`;
  const nav =
    lastPage > 1
      ? `<nav aria-label="${escapeHtml(text.title)}">${page > 1 ? `<a href="?page=${page - 1}">${text.newer}</a>` : ''}${page < lastPage ? `<a href="?page=${page + 1}">${text.older}</a>` : ''}</nav>`
      : '';
  return { id: 'withdrawals', title: text.title, html: table + nav };
}
