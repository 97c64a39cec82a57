import { LEGAL_PAGE_SLUGS } from '@vitrine/contract/content.ts';
import { LOCALES, type Locale } from '@vitrine/contract/locale.ts';
import type { TenantConfig } from '../../tenancy/tenant-config.ts';

export interface DemoPage {
  slug: string;
  locale: Locale;
  title: string;
  /** Raw operator markup; the seed sanitises it before writing, as any write would. */
  html: string;
}

interface Brand {
  name: string;
  /** The operator's razão social and CNPJ; null on a brand that names no operator. */
  operator: { legalName: string; document: string } | null;
  email: string;
  regulated: boolean;
}

type PageText = Record<Locale, { title: string; html: string }>;

const terms = ({ name, operator, email }: Brand): PageText => ({
  'pt-BR': {
    title: 'Termos e Condições',
    html: `<h1>Termos e Condições</h1>
<p>Estes termos regem o uso do site ${name}${operator ? `, operado por ${operator.legalName} (CNPJ ${operator.document})` : ''}. Ao criar uma conta você declara que leu e aceita estas condições.</p>
<h2>1. Elegibilidade</h2>
<ul><li>Ter 18 anos ou mais;</li><li>Residir no Brasil e possuir CPF válido;</li><li>Manter apenas uma conta por pessoa.</li></ul>
<h2>2. Depósitos e saques</h2>
<p>Depósitos e saques são feitos exclusivamente por PIX, em reais, para contas de mesma titularidade do CPF cadastrado.</p>
<h2>3. Contato</h2>
<p>Dúvidas: <a href="mailto:${email}">${email}</a>.</p>`,
  },
  en: {
    title: 'Terms and Conditions',
    html: `<h1>Terms and Conditions</h1>
<p>These terms govern the use of ${name}${operator ? `, operated by ${operator.legalName} (CNPJ ${operator.document})` : ''}. By opening an account you confirm that you have read and accept them.</p>
<h2>1. Eligibility</h2>
<ul><li>You are 18 or older;</li><li>You live in Brazil and hold a valid CPF;</li><li>You keep a single account.</li></ul>
<h2>2. Deposits and withdrawals</h2>
<p>Deposits and withdrawals are made by PIX only, in Brazilian reais, to accounts held under the registered CPF.</p>
<h2>3. Contact</h2>
<p>Questions: <a href="mailto:${email}">${email}</a>.</p>`,
  },
});

const privacy = ({ name, operator, email }: Brand): PageText => ({
  'pt-BR': {
    title: 'Política de Privacidade',
    html: `<h1>Política de Privacidade</h1>
<p>A ${operator?.legalName ?? name}, controladora dos dados tratados em ${name}, segue a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
<h2>Dados que coletamos</h2>
<ul><li>Nome, CPF, data de nascimento, e-mail e telefone;</li><li>Histórico de transações e de jogo;</li><li>Dados técnicos do dispositivo, para segurança e prevenção a fraudes.</li></ul>
<h2>Seus direitos</h2>
<p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail <a href="mailto:${email}">${email}</a>.</p>`,
  },
  en: {
    title: 'Privacy Policy',
    html: `<h1>Privacy Policy</h1>
<p>${operator?.legalName ?? name}, the controller of the data processed on ${name}, complies with Brazil's General Data Protection Law (LGPD, Law 13,709/2018).</p>
<h2>Data we collect</h2>
<ul><li>Name, CPF, date of birth, email and phone number;</li><li>Transaction and gaming history;</li><li>Technical device data, for security and fraud prevention.</li></ul>
<h2>Your rights</h2>
<p>You may request access to, correction or deletion of your data at <a href="mailto:${email}">${email}</a>.</p>`,
  },
});

const aml = ({ name }: Brand): PageText => ({
  'pt-BR': {
    title: 'Política AML',
    html: `<h1>Política de Prevenção à Lavagem de Dinheiro</h1>
<p>${name} adota procedimentos de prevenção à lavagem de dinheiro e ao financiamento do terrorismo conforme a Lei nº 9.613/1998.</p>
<h2>Procedimentos</h2>
<ol><li>Verificação de identidade (KYC) antes do primeiro saque;</li><li>Monitoramento de transações atípicas;</li><li>Comunicação ao COAF quando exigido por lei.</li></ol>`,
  },
  en: {
    title: 'AML Policy',
    html: `<h1>Anti-Money Laundering Policy</h1>
<p>${name} applies anti-money-laundering and counter-terrorist-financing procedures under Brazilian Law 9,613/1998.</p>
<h2>Procedures</h2>
<ol><li>Identity verification (KYC) before the first withdrawal;</li><li>Monitoring of unusual transactions;</li><li>Reports to COAF where the law requires.</li></ol>`,
  },
});

const bettingTerms = ({ name }: Brand): PageText => ({
  'pt-BR': {
    title: 'Regulamento',
    html: `<h1>Regulamento de Apostas</h1>
<p>Este regulamento complementa os Termos e Condições de ${name} para apostas esportivas.</p>
<h2>Regras gerais</h2>
<ul><li>Uma aposta só é válida após a confirmação no seu histórico;</li><li>Eventos cancelados ou adiados por mais de 48 horas têm a aposta anulada e o valor devolvido;</li><li>Erros evidentes de cotação podem ser corrigidos.</li></ul>
<table><thead><tr><th>Mercado</th><th>Liquidação</th></tr></thead><tbody><tr><td>Resultado final</td><td>Tempo regulamentar</td></tr><tr><td>Ambas marcam</td><td>Tempo regulamentar</td></tr></tbody></table>`,
  },
  en: {
    title: 'Betting Rules',
    html: `<h1>Betting Rules</h1>
<p>These rules complement the Terms and Conditions of ${name} for sports betting.</p>
<h2>General rules</h2>
<ul><li>A bet is valid only once it is confirmed in your history;</li><li>Events cancelled or postponed by more than 48 hours are void and stakes refunded;</li><li>Obvious odds errors may be corrected.</li></ul>
<table><thead><tr><th>Market</th><th>Settlement</th></tr></thead><tbody><tr><td>Match result</td><td>Regular time</td></tr><tr><td>Both teams to score</td><td>Regular time</td></tr></tbody></table>`,
  },
});

const responsibleGaming = ({ name }: Brand): PageText => ({
  'pt-BR': {
    title: 'Jogo responsável',
    html: `<h1>Jogo responsável</h1>
<p>Em ${name}, jogar é entretenimento, nunca uma forma de ganhar dinheiro. Proibido para menores de 18 anos.</p>
<h2>Ferramentas à sua disposição</h2>
<ul><li>Limites de depósito diário, semanal e mensal;</li><li>Pausa temporária da conta;</li><li>Autoexclusão por prazo determinado ou indeterminado.</li></ul>
<p>Precisa de ajuda? Procure o <a href="https://www.cvv.org.br">CVV</a> ou ligue 188.</p>`,
  },
  en: {
    title: 'Responsible gaming',
    html: `<h1>Responsible gaming</h1>
<p>At ${name}, gambling is entertainment, never a way to make money. Under-18s may not play.</p>
<h2>Tools you can use</h2>
<ul><li>Daily, weekly and monthly deposit limits;</li><li>A temporary account break;</li><li>Self-exclusion for a set or indefinite period.</li></ul>
<p>Need help? Contact <a href="https://www.cvv.org.br">CVV</a> or call 188.</p>`,
  },
});

const compliance = ({ name, operator, regulated }: Brand): PageText =>
  regulated && operator ? regulatedCompliance(name, operator) : unregulatedCompliance(name);

const regulatedCompliance = (
  name: string,
  { legalName, document }: { legalName: string; document: string },
): PageText => ({
  'pt-BR': {
    title: 'Em conformidade com a regulamentação',
    html: `<h1>Em conformidade com a regulamentação</h1>
<p>${name} é operado por ${legalName}, CNPJ ${document}, nos termos da Lei nº 14.790/2023 e das portarias da Secretaria de Prêmios e Apostas do Ministério da Fazenda.</p>
<ul><li>Apostas apenas por maiores de 18 anos;</li><li>Pagamentos somente por PIX, em contas de mesma titularidade;</li><li>Publicidade responsável.</li></ul>`,
  },
  en: {
    title: 'Regulatory compliance',
    html: `<h1>Regulatory compliance</h1>
<p>${name} is operated by ${legalName}, CNPJ ${document}, under Law 14,790/2023 and the ordinances of the Ministry of Finance's Secretariat of Prizes and Betting.</p>
<ul><li>Betting for over-18s only;</li><li>Payments by PIX only, to accounts in the player's own name;</li><li>Responsible advertising.</li></ul>`,
  },
});

// A brand outside Brazil's regulated market says so, rather than citing a law it is not licensed
// under (docs/product/brazil.md: the betting law's rules bind regulated tenants).
const unregulatedCompliance = (name: string): PageText => ({
  'pt-BR': {
    title: 'Em conformidade com a regulamentação',
    html: `<h1>Em conformidade com a regulamentação</h1>
<p>${name} não é autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda e não opera nos termos da Lei nº 14.790/2023. É a marca de demonstração fora do mercado regulamentado: aqui caixas podem ser compradas e bônus podem ser oferecidos.</p>
<ul><li>Apostas apenas por maiores de 18 anos;</li><li>Pagamentos somente por PIX, em contas de mesma titularidade;</li><li>Limites, pausa e autoexclusão disponíveis para todos os jogadores.</li></ul>`,
  },
  en: {
    title: 'Regulatory compliance',
    html: `<h1>Regulatory compliance</h1>
<p>${name} is not authorised by the Ministry of Finance's Secretariat of Prizes and Betting and does not operate under Law 14,790/2023. It is the demonstration brand outside the regulated market: here boxes can be bought and bonuses can be offered.</p>
<ul><li>Betting for over-18s only;</li><li>Payments by PIX only, to accounts in the player's own name;</li><li>Limits, breaks and self-exclusion available to every player.</li></ul>`,
  },
});

// The raw markup deliberately carries a script, an event handler, an inline style and a
// javascript: link: the sanitiser must remove all of them before anything is stored or served.
const about = ({ name, email }: Brand): PageText => ({
  'pt-BR': {
    title: 'Sobre nós',
    html: `<h1>Sobre ${name}</h1>
<script>alert('xss')</script>
<p onclick="alert('xss')" style="color:red">${name} nasceu para oferecer uma experiência de cassino e apostas segura, rápida e feita para o Brasil.</p>
<h2>O que oferecemos</h2>
<ul><li>Milhares de jogos de provedores certificados;</li><li>PIX na hora, 24 horas por dia;</li><li>Atendimento em português.</li></ul>
<p><a href="javascript:alert('xss')">Promoção secreta</a> · <a href="mailto:${email}">Fale conosco</a></p>`,
  },
  en: {
    title: 'About us',
    html: `<h1>About ${name}</h1>
<script>alert('xss')</script>
<p onclick="alert('xss')" style="color:red">${name} was created to offer a safe, fast casino and betting experience made for Brazil.</p>
<h2>What we offer</h2>
<ul><li>Thousands of games from certified providers;</li><li>Instant PIX, around the clock;</li><li>Support in Portuguese.</li></ul>
<p><a href="javascript:alert('xss')">Secret promotion</a> · <a href="mailto:${email}">Contact us</a></p>`,
  },
});

const PAGE_TEXTS = {
  terms,
  privacy,
  'aml-policy': aml,
  'betting-terms': bettingTerms,
  'responsible-gaming': responsibleGaming,
  'em-conformidade-com-a-regulamentacao': compliance,
} satisfies Record<(typeof LEGAL_PAGE_SLUGS)[number], (brand: Brand) => PageText>;

/** Every legal page of §2 plus `sobre-nos`, in both languages, written for this brand. */
export function demoPages(config: TenantConfig): DemoPage[] {
  const { operator } = config;
  const brand: Brand = {
    name: config.siteName,
    operator: operator ? { legalName: operator.legalName, document: operator.document } : null,
    email: operator?.contactEmail ?? `contato@${config.main_domain.subdomain ?? 'vitrine'}.example`,
    regulated: config.is_regulated,
  };
  const texts: [string, PageText][] = [
    ...LEGAL_PAGE_SLUGS.map((slug): [string, PageText] => [slug, PAGE_TEXTS[slug](brand)]),
    ['sobre-nos', about(brand)],
  ];
  return texts.flatMap(([slug, text]) =>
    LOCALES.map((locale) => ({ slug, locale, ...text[locale] })),
  );
}
