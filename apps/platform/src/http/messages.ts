import type { Locale } from '@vitrine/contract/locale.ts';

// The platform's own answers (not form-rule messages, which come from the contract's validation
// messages), in both languages. Portuguese copy quoted in the spec is used verbatim (§8).
const MESSAGES = {
  unauthenticated: { 'pt-BR': 'Não autenticado.', en: 'Unauthenticated.' },
  invalid_credentials: {
    'pt-BR': 'Telefone ou senha incorretos.',
    en: 'Wrong phone number or password.',
  },
  too_many_logins: {
    'pt-BR': 'Muitas tentativas de login. Tente novamente em {seconds} segundos.',
    en: 'Too many login attempts. Try again in {seconds} seconds.',
  },
  self_excluded: {
    'pt-BR': 'Sua conta está em autoexclusão até {date}.',
    en: 'Your account is self-excluded until {date}.',
  },
  self_exclusion_running: {
    'pt-BR': 'A autoexclusão só pode ser encerrada depois de {date}.',
    en: 'The self-exclusion can only be lifted after {date}.',
  },
  code_sent_email: {
    'pt-BR': 'Enviamos um código de verificação para o seu e-mail.',
    en: 'We sent a verification code to your e-mail.',
  },
  code_sent_sms: {
    'pt-BR': 'Enviamos um código de verificação por SMS.',
    en: 'We sent you a verification code by SMS.',
  },
  recovery_sent: {
    'pt-BR': 'Se houver uma conta com esse contato, enviamos um código para ele.',
    en: 'If an account uses this contact, we sent a code to it.',
  },
  code_wait: {
    'pt-BR': 'Aguarde {seconds} segundos para pedir um novo código.',
    en: 'Wait {seconds} seconds before asking for a new code.',
  },
  code_hourly_limit: {
    'pt-BR': 'Muitos códigos pedidos para este contato. Tente novamente mais tarde.',
    en: 'Too many codes asked for this contact. Try again later.',
  },
  code_invalid: { 'pt-BR': 'Código inválido.', en: 'Invalid code.' },
  code_expired: {
    'pt-BR': 'O código expirou. Peça um novo.',
    en: 'The code has expired. Ask for a new one.',
  },
  code_burnt: {
    'pt-BR': 'Muitas tentativas erradas. Peça um novo código.',
    en: 'Too many wrong tries. Ask for a new code.',
  },
  code_message_subject: {
    'pt-BR': '{site}: seu código de verificação',
    en: '{site}: your verification code',
  },
  code_message_body: {
    'pt-BR': 'Seu código {site} é {code}. Ele vale por 10 minutos. Não o compartilhe com ninguém.',
    en: 'Your {site} code is {code}. It is valid for 10 minutes. Do not share it with anyone.',
  },
  email_taken: { 'pt-BR': 'Este e-mail já está cadastrado.', en: 'This e-mail is already in use.' },
  phone_taken: {
    'pt-BR': 'Este telefone já está cadastrado.',
    en: 'This phone number is already in use.',
  },
  cpf_taken: { 'pt-BR': 'Este CPF já está cadastrado.', en: 'This CPF is already in use.' },
  not_your_contact: {
    'pt-BR': 'Este contato não é o da sua conta.',
    en: 'This is not the contact of your account.',
  },
  captcha_refused: {
    'pt-BR': 'Não foi possível confirmar que você não é um robô. Tente novamente.',
    en: 'We could not confirm that you are not a robot. Please try again.',
  },
  password_updated: {
    'pt-BR': 'Senha atualizada com sucesso.',
    en: 'Password updated successfully.',
  },
  current_password_wrong: {
    'pt-BR': 'A senha atual está incorreta.',
    en: 'The current password is incorrect.',
  },
  google_unavailable: {
    'pt-BR': 'O login com Google não está disponível.',
    en: 'Google sign-in is not available.',
  },
  google_refused: {
    'pt-BR': 'Não foi possível validar sua conta Google.',
    en: 'Your Google sign-in could not be verified.',
  },
  user_not_found: { 'pt-BR': 'Usuário não encontrado.', en: 'User not found.' },
  document_not_found: { 'pt-BR': 'Documento não encontrado.', en: 'Document not found.' },
  document_not_pending: {
    'pt-BR': 'Este documento não está mais pendente.',
    en: 'This document is no longer pending.',
  },
  document_rejected_default: {
    'pt-BR': 'Documento recusado na análise.',
    en: 'The document was rejected.',
  },
  file_content: {
    'pt-BR': 'O conteúdo do arquivo não corresponde a um tipo permitido.',
    en: 'The file content is not of an allowed type.',
  },
  idempotency_mismatch: {
    'pt-BR': 'Esta Idempotency-Key já foi usada com outra requisição.',
    en: 'This Idempotency-Key was already used with a different request.',
  },
  idempotency_in_flight: {
    'pt-BR': 'Uma requisição com esta Idempotency-Key ainda está em andamento.',
    en: 'A request with this Idempotency-Key is still in progress.',
  },
  game_not_found: { 'pt-BR': 'Jogo não encontrado.', en: 'Game not found.' },
  game_unavailable: {
    'pt-BR': 'Este jogo está em manutenção. Tente novamente mais tarde.',
    en: 'This game is under maintenance. Please try again later.',
  },
  sports_not_offered: {
    'pt-BR': 'Esportes não estão disponíveis neste site.',
    en: 'Sports are not available on this site.',
  },
  game_id_mismatch: {
    'pt-BR': 'O jogo do corpo não é o do endereço.',
    en: 'The game in the body is not the one in the address.',
  },
  launch_not_found: {
    'pt-BR': 'Esta sessão de jogo expirou. Abra o jogo novamente.',
    en: 'This game session has expired. Open the game again.',
  },
  live_support_not_found: {
    'pt-BR': 'Esta plataforma não tem atendimento ao vivo.',
    en: 'This site has no live support.',
  },
  channel_forbidden: {
    'pt-BR': 'Você não tem acesso a este canal.',
    en: 'You may not join this channel.',
  },
  sportsbook_not_found: {
    'pt-BR': 'Esta plataforma não tem apostas esportivas.',
    en: 'This site has no sportsbook.',
  },
  sportsbook_unavailable: {
    'pt-BR': 'As apostas esportivas estão indisponíveis no momento. Tente novamente mais tarde.',
    en: 'The sportsbook is unavailable right now. Please try again later.',
  },
  sportsbook_selection_unknown: {
    'pt-BR': 'Esta seleção não está mais disponível.',
    en: 'This selection is no longer available.',
  },
  sportsbook_slip_invalid: {
    'pt-BR': 'Uma aposta simples tem uma seleção; uma múltipla, de 2 a 10 jogos diferentes.',
    en: 'A single has one selection; a multiple, 2 to 10 different matches.',
  },
  sportsbook_token_invalid: {
    'pt-BR': 'Sua sessão de apostas expirou. Entre novamente.',
    en: 'Your betting session has expired. Please sign in again.',
  },
  sportsbook_bet_not_found: {
    'pt-BR': 'Aposta não encontrada.',
    en: 'Bet not found.',
  },
  sportsbook_bet_settled: {
    'pt-BR': 'Esta aposta já foi liquidada.',
    en: 'This bet has already been settled.',
  },
  insufficient_balance: {
    'pt-BR': 'Saldo insuficiente para esta aposta.',
    en: 'Insufficient balance for this stake.',
  },
  deposit_out_of_range: {
    'pt-BR': 'O valor do depósito deve estar entre {min} e {max}.',
    en: 'The deposit must be between {min} and {max}.',
  },
  deposit_needs_cpf: {
    'pt-BR': 'Cadastre seu CPF para depositar: o PIX só é aceito de uma conta no seu CPF.',
    en: 'Add your CPF to deposit: PIX is only accepted from an account in your own CPF.',
  },
  pix_charge_not_found: { 'pt-BR': 'Transação não encontrada.', en: 'Transaction not found.' },
  pix_code_invalid: { 'pt-BR': 'Código PIX inválido.', en: 'Invalid PIX code.' },
  pix_code_not_the_charge: {
    'pt-BR': 'Este código PIX não corresponde à cobrança: o valor ou o recebedor foi alterado.',
    en: 'This PIX code does not match its charge: the amount or the payee was changed.',
  },
  pix_already_paid: { 'pt-BR': 'Este PIX já foi pago.', en: 'This PIX has already been paid.' },
  pix_closed: {
    'pt-BR': 'Este PIX não pode mais ser pago.',
    en: 'This PIX can no longer be paid.',
  },
  pix_expired: {
    'pt-BR': 'Este PIX expirou. Gere um novo.',
    en: 'This PIX has expired. Generate a new one.',
  },
  pix_paid: { 'pt-BR': 'Pagamento aprovado.', en: 'Payment approved.' },
  pix_refunded_other_cpf: {
    'pt-BR': 'Pagamento devolvido: o depósito só pode vir de uma conta no CPF do jogador.',
    en: "Payment refunded: a deposit may only come from an account in the player's own CPF.",
  },
  pix_refused_self_excluded: {
    'pt-BR': 'Pagamento recusado: a conta do jogador está em autoexclusão.',
    en: "Payment refused: the player's account is self-excluded.",
  },
  payer_cpf_invalid: { 'pt-BR': 'CPF inválido', en: 'Invalid CPF' },
  // Withdrawals (docs/design/payments-api.md "Withdrawals"); the gates' copy is §5's.
  pix_key_invalid_cpf: { 'pt-BR': 'CPF inválido', en: 'Invalid CPF' },
  pix_key_invalid_email: { 'pt-BR': 'E-mail inválido.', en: 'Invalid e-mail.' },
  pix_key_invalid_phone: {
    'pt-BR': 'Telefone inválido: use um celular brasileiro com DDD.',
    en: 'Invalid phone: use a Brazilian mobile number with its area code.',
  },
  pix_key_invalid_random: {
    'pt-BR': 'Chave aleatória inválida.',
    en: 'Invalid random key.',
  },
  pix_key_not_own_cpf: {
    'pt-BR': 'A chave PIX deve estar no seu próprio CPF.',
    en: 'The PIX key must be registered to your own CPF.',
  },
  pix_key_unknown: {
    'pt-BR': 'Esta chave PIX não está cadastrada em nenhuma conta.',
    en: 'This PIX key is not registered to any account.',
  },
  pix_key_needs_cpf: {
    'pt-BR': 'Cadastre seu CPF para sacar: o PIX só é pago a uma chave no seu CPF.',
    en: 'Add your CPF to withdraw: PIX is only paid to a key in your own CPF.',
  },
  pix_key_limit: {
    'pt-BR': 'Você pode cadastrar no máximo {max} chaves PIX.',
    en: 'You can register at most {max} PIX keys.',
  },
  pix_key_not_found: { 'pt-BR': 'Chave PIX não encontrada.', en: 'PIX key not found.' },
  withdrawal_verify_email_phone: {
    'pt-BR': 'Para sua segurança, é necessário verificar seu e-mail e telefone antes de continuar.',
    en: 'For your security, you need to verify your e-mail and phone before continuing.',
  },
  withdrawal_verify_email: {
    'pt-BR': 'Para sua segurança, é necessário verificar seu e-mail antes de continuar.',
    en: 'For your security, you need to verify your e-mail before continuing.',
  },
  withdrawal_verify_phone: {
    'pt-BR': 'Para sua segurança, é necessário verificar seu telefone antes de continuar.',
    en: 'For your security, you need to verify your phone before continuing.',
  },
  withdrawal_documents: {
    'pt-BR': 'Pelas novas regulamentações, é necessário enviar seus documentos antes de sacar.',
    en: 'Under new regulations, you need to send your documents before withdrawing.',
  },
  withdrawal_documents_pending: {
    'pt-BR': 'Seus documentos estão em análise. Você poderá sacar assim que forem aprovados.',
    en: 'Your documents are being reviewed. You can withdraw as soon as they are approved.',
  },
  withdrawal_documents_rejected: {
    'pt-BR': 'Seus documentos foram recusados. Envie-os novamente para poder sacar.',
    en: 'Your documents were rejected. Send them again to be able to withdraw.',
  },
  withdrawal_out_of_range: {
    'pt-BR': 'O valor do saque deve estar entre {min} e {max}.',
    en: 'The withdrawal must be between {min} and {max}.',
  },
  withdrawal_over_balance: {
    'pt-BR': 'Saldo insuficiente: você pode sacar até {available}.',
    en: 'Insufficient balance: you can withdraw up to {available}.',
  },
  withdrawal_needs_key: {
    'pt-BR': 'Cadastre uma chave PIX para sacar.',
    en: 'Add a PIX key to withdraw.',
  },
  withdrawal_not_found: { 'pt-BR': 'Saque não encontrado.', en: 'Withdrawal not found.' },
  withdrawal_not_pending: {
    'pt-BR': 'Só um saque pendente pode ser cancelado. Este está: {status}.',
    en: 'Only a pending withdrawal can be cancelled. This one is: {status}.',
  },
  withdrawal_held_debt: {
    'pt-BR':
      'Saque retido: o saldo do jogador está negativo ({balance}) após o estorno de uma aposta. Cancele o saque para quitar a dívida ou aguarde um depósito.',
    en: 'Withdrawal held: the player’s balance is below zero ({balance}) after a bet was rolled back. Cancel the withdrawal to repay the debt or wait for a deposit.',
  },
  withdrawal_final: {
    'pt-BR': 'Este saque já foi encerrado ({status}); seu status não muda mais.',
    en: 'This withdrawal is closed ({status}); its status no longer changes.',
  },
  // §4 "Withdrawal status numbers", as the web app labels them.
  withdrawal_status_pending: { 'pt-BR': 'Pendente', en: 'Pending' },
  withdrawal_status_approved: { 'pt-BR': 'Aprovado', en: 'Approved' },
  withdrawal_status_cancelled: { 'pt-BR': 'Cancelado', en: 'Cancelled' },
  withdrawal_status_invalid_pix_key: {
    'pt-BR': 'Chave PIX inválida (em liberação)',
    en: 'Invalid PIX key (being released)',
  },
  withdrawal_status_processing: { 'pt-BR': 'Processando', en: 'Processing' },
  withdrawal_status_under_analysis: { 'pt-BR': 'Em análise', en: 'Under analysis' },
  withdrawal_moved: {
    'pt-BR': 'Saque #{id}: {status}.',
    en: 'Withdrawal #{id}: {status}.',
  },
  // Notifications and the chat (docs/design/notifications-chat.md).
  notification_not_found: { 'pt-BR': 'Notificação não encontrada.', en: 'Notification not found.' },
  player_not_found: {
    'pt-BR': 'Nenhum jogador desta plataforma tem esse e-mail ou telefone.',
    en: 'No player of this platform has that e-mail or phone.',
  },
  player_id_not_found: { 'pt-BR': 'Jogador não encontrado.', en: 'Player not found.' },
  notification_sent_player: {
    'pt-BR': 'Notificação #{id} enviada ao jogador ({pushed} push).',
    en: 'Notification #{id} sent to the player ({pushed} push).',
  },
  notification_sent_all: {
    'pt-BR': 'Notificação #{id} enviada a todos os jogadores ({pushed} push).',
    en: 'Notification #{id} sent to every player ({pushed} push).',
  },
  chat_message_not_found: { 'pt-BR': 'Mensagem não encontrada.', en: 'Message not found.' },
  chat_rate_limited: {
    'pt-BR': 'Você está enviando mensagens rápido demais. Aguarde {seconds} segundos.',
    en: 'You are sending messages too fast. Wait {seconds} seconds.',
  },
  chat_muted: {
    'pt-BR': 'Você foi silenciado no chat até {date}.',
    en: 'You have been muted in the chat until {date}.',
  },
  chat_min_amount_bet: {
    'pt-BR': 'Para escrever no chat, aposte mais {missing} (mínimo de {minimum} em apostas).',
    en: 'To write in the chat, wager {missing} more (a minimum of {minimum} in bets).',
  },
  chat_pinned: {
    'pt-BR': 'Mensagem #{id} fixada até {date}.',
    en: 'Message #{id} pinned until {date}.',
  },
  chat_unpinned: { 'pt-BR': 'Mensagem #{id} desafixada.', en: 'Message #{id} unpinned.' },
  chat_player_muted: {
    'pt-BR': 'Jogador #{id} silenciado até {date}.',
    en: 'Player #{id} muted until {date}.',
  },
  chat_player_unmuted: {
    'pt-BR': 'Jogador #{id} pode voltar a escrever.',
    en: 'Player #{id} may write again.',
  },
  chat_operator_sent: {
    'pt-BR': 'Mensagem #{id} enviada a todos.',
    en: 'Message #{id} sent to everyone.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** A platform message in `locale`, with `{name}` placeholders filled. */
export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}) {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** A date as players read it: `25/12/2026 14:30` in Brasília time, or its English form. */
export function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

/** Centavos as players read them: `R$ 1.234,56`, or `R$1,234.56` in English. */
export function formatMoney(centavos: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(
    centavos / 100,
  );
}
