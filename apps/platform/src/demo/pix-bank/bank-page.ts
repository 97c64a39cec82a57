import type { Locale } from '@vitrine/contract/locale.ts';
import { escapeHtml, pageStart, scriptJson } from '../../http/html-page.ts';

// The demo bank's page: one self-contained HTML document (inline CSS and JS under a per-response
// nonce). A person pastes a copia-e-cola code (a GET of this same page), sees the amount and the
// payee of the charge it is, chooses the paying account's CPF and pays (a JSON POST to `bank/pay`).

const TEXT = {
  'pt-BR': {
    title: 'Banco Demo',
    note: 'Banco de demonstração: nenhum dinheiro real é movido.',
    code: 'PIX copia e cola',
    show: 'Ver cobrança',
    amount: 'Valor',
    payee: 'Recebedor',
    txid: 'Identificador',
    payer: 'Pagar de uma conta no',
    own: 'CPF do jogador',
    other: 'outro CPF',
    otherCpf: 'CPF da conta pagadora',
    pay: 'Pagar',
    paying: 'Pagando…',
    failed: 'Não foi possível pagar agora. Tente novamente.',
  },
  en: {
    title: 'Demo Bank',
    note: 'Demo bank: no real money moves.',
    code: 'PIX copy-and-paste code',
    show: 'Show the charge',
    amount: 'Amount',
    payee: 'Payee',
    txid: 'Identifier',
    payer: 'Pay from an account in',
    own: "the player's CPF",
    other: 'another CPF',
    otherCpf: "The paying account's CPF",
    pay: 'Pay',
    paying: 'Paying…',
    failed: 'Could not pay right now. Please try again.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;justify-content:center}
main{width:100%;max-width:520px;padding:16px;display:flex;flex-direction:column;gap:14px}
h1{margin:0;font-size:1.4rem}
.note{margin:0;color:#475569;font-size:.875rem}
form,section{background:#fff;border-radius:12px;padding:14px;display:flex;flex-direction:column;gap:10px}
label{font-weight:600;font-size:.9rem}
textarea,input[type=text]{width:100%;font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:8px}
textarea{min-height:96px;font-family:ui-monospace,monospace;font-size:.8rem;word-break:break-all}
button{font:inherit;font-weight:700;padding:10px 14px;border:0;border-radius:8px;background:#0f766e;color:#fff;cursor:pointer}
button:focus-visible,textarea:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
button:disabled{opacity:.6;cursor:wait}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#475569}dd{margin:0;font-weight:600;word-break:break-all}
fieldset{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:6px}
.error{color:#b91c1c;margin:0}
[role=status]{margin:0;font-weight:600}
`;

export interface BankCharge {
  payload: string;
  amount: string;
  payee: string;
  txid: string;
  /** The player's CPF as a user is shown it (`***.456.789-**`), when the charge has one. */
  playerCpf: string | null;
}

export function bankPage({
  lang,
  nonce,
  code,
  charge,
  codeError,
}: {
  lang: Locale;
  nonce: string;
  code: string;
  /** The charge the pasted code is; null without one. */
  charge: BankCharge | null;
  /** Why the pasted code is refused (a platform message), shown by its field; else null. */
  codeError: string | null;
}): string {
  const text = TEXT[lang];
  const invalid = codeError !== null;
  const details = charge
    ? `<section aria-labelledby="charge-title">
  <h2 id="charge-title">${escapeHtml(text.show)}</h2>
  <dl>
    <dt>${text.amount}</dt><dd>${escapeHtml(charge.amount)}</dd>
    <dt>${text.payee}</dt><dd>${escapeHtml(charge.payee)}</dd>
    <dt>${text.txid}</dt><dd>${escapeHtml(charge.txid)}</dd>
  </dl>
  <fieldset>
    <legend>${text.payer}</legend>
    <label><input type="radio" name="payer" value="own" checked> ${text.own}${charge.playerCpf ? ` (${escapeHtml(charge.playerCpf)})` : ''}</label>
    <label><input type="radio" name="payer" value="other"> ${text.other}</label>
  </fieldset>
  <label for="payer-cpf">${text.otherCpf}</label>
  <input type="text" id="payer-cpf" inputmode="numeric" autocomplete="off" disabled>
  <button type="button" id="pay">${text.pay}</button>
  <p role="status" id="result"></p>
</section>`
    : '';
  return `${pageStart({ lang, title: text.title, nonce, style: STYLE, meta: { robots: 'noindex' } })}
<main>
<h1>${text.title}</h1>
<p class="note">${text.note}</p>
<form method="get">
  <label for="code">${text.code}</label>
  <textarea id="code" name="code" required maxlength="512"${invalid ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>${escapeHtml(code)}</textarea>
  ${invalid ? `<p class="error" id="code-error">${escapeHtml(codeError)}</p>` : ''}
  <button type="submit">${text.show}</button>
</form>
${details}
</main>
${
  charge
    ? `<script nonce="${nonce}">
const config = ${scriptJson({ payload: charge.payload, paying: text.paying, pay: text.pay, failed: text.failed })};
const button = document.getElementById('pay');
const result = document.getElementById('result');
const cpf = document.getElementById('payer-cpf');
for (const radio of document.querySelectorAll('input[name=payer]')) {
  radio.addEventListener('change', () => { cpf.disabled = radio.value === 'own' && radio.checked; });
}
button.addEventListener('click', async () => {
  button.disabled = true;
  button.textContent = config.paying;
  const other = document.querySelector('input[name=payer][value=other]').checked;
  const body = other ? { payload: config.payload, payer_cpf: cpf.value } : { payload: config.payload };
  try {
    const response = await fetch('bank/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    result.textContent = answer.message || config.failed;
  } catch {
    result.textContent = config.failed;
  } finally {
    button.disabled = false;
    button.textContent = config.pay;
  }
});
</script>`
    : ''
}
</body>
</html>`;
}
