import type { Locale } from '@vitrine/contract/locale.ts';
import { escapeHtml, pageStart, scriptJson } from '../../http/html-page.ts';

// The demo operator console's page: one self-contained HTML document (inline CSS and JS under a
// per-response nonce) made of sections, one per thing an operator handles; the withdrawals are the
// first, and later issues add theirs (notifications …) as more sections. Any `button[data-post]`
// sends its `data-body` (JSON) to its `data-post` address, says the answer in the status line and
// reloads the page; a `form[data-post]` sends its fields the same way.

const TEXT = {
  'pt-BR': {
    title: 'Console do operador (demo)',
    note: 'Console de demonstração: nenhum dinheiro real é movido.',
    failed: 'Não foi possível concluir agora. Tente novamente.',
    working: 'Enviando…',
  },
  en: {
    title: 'Operator console (demo)',
    note: 'Demo console: no real money moves.',
    failed: 'Could not finish right now. Please try again.',
    working: 'Sending…',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:1200px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px}
h1{margin:0;font-size:1.4rem}h2{margin:0 0 8px;font-size:1.15rem}
.note{margin:0;color:#475569;font-size:.875rem}
section{background:#fff;border-radius:12px;padding:14px;overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{color:#475569;font-weight:600}
td.amount{font-variant-numeric:tabular-nums;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:6px}
button{font:inherit;font-size:.8rem;font-weight:700;padding:6px 10px;border:0;border-radius:8px;background:#0f766e;color:#fff;cursor:pointer}
button.danger{background:#b91c1c}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
button:disabled{opacity:.6;cursor:wait}
a{color:#0f766e}
nav{display:flex;gap:12px;margin-top:8px}
[role=status]{margin:0;font-weight:600;min-height:1.5em}
`;

/** One part of the console; `html` is already escaped by whoever built it. */
export interface ConsoleSection {
  id: string;
  title: string;
  html: string;
}

/** A button that POSTs `body` (as JSON) to `url`, relative to the console page. */
export function postButton({
  label,
  url,
  body,
  danger = false,
}: {
  label: string;
  url: string;
  body: unknown;
  danger?: boolean;
}): string {
  return `<button type="button"${danger ? ' class="danger"' : ''} data-post="${escapeHtml(url)}" data-body="${escapeHtml(JSON.stringify(body))}">${escapeHtml(label)}</button>`;
}

export function consolePage({
  lang,
  nonce,
  sections,
}: {
  lang: Locale;
  nonce: string;
  sections: readonly ConsoleSection[];
}): string {
  const text = TEXT[lang];
  const body = sections
    .map(
      (
        section,
      ) => `<section id="${escapeHtml(section.id)}" aria-labelledby="${escapeHtml(section.id)}-title">
<h2 id="${escapeHtml(section.id)}-title">${escapeHtml(section.title)}</h2>
${section.html}
</section>`,
    )
    .join('\n');
  return `${pageStart({ lang, title: text.title, nonce, style: STYLE, meta: { robots: 'noindex' } })}
<main>
<h1>${text.title}</h1>
<p class="note">${text.note}</p>
<p role="status" id="console-status"></p>
${body}
</main>
<script nonce="${nonce}">
const config = ${scriptJson({ failed: text.failed, working: text.working })};
const status = document.getElementById('console-status');
async function send(url, body, control) {
  control.disabled = true;
  status.textContent = config.working;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    status.textContent = answer.message || config.failed;
    if (response.ok) setTimeout(() => location.reload(), 600);
  } catch {
    status.textContent = config.failed;
  } finally {
    control.disabled = false;
  }
}
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-post]') : null;
  if (button) send(button.dataset.post, JSON.parse(button.dataset.body || '{}'), button);
});
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.post) return;
  event.preventDefault();
  send(form.dataset.post, Object.fromEntries(new FormData(form)), form.querySelector('button') || form);
});
</script>
</body>
</html>`;
}
