// The PIX "copia e cola" payload (BR Code): EMV® QRCPS TLV fields as the Banco Central's "Manual de
// Padrões para Iniciação do Pix" lays them out. Pure: no clock, no database.
//
// The merchant account (ID 26) carries the PIX key (01), not a location URL (25). A dynamic charge's
// URL would make the payer's bank fetch a JWS-signed payload from the PSP over HTTPS with an
// ICP-Brasil certificate, which the offline demo PSP cannot offer; a static code with the amount and
// the txid (62-05) is what every PIX parser and bank app accepts, and the txid is enough for the
// demo bank to find the charge. Point of initiation 12 still marks it as a one-time code.

const GUI = 'br.gov.bcb.pix';
const MAX_NAME = 25;
const MAX_CITY = 15;
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

export interface BrCodeCharge {
  /** The receiving PIX key (a random key, e-mail, phone, CPF or CNPJ). */
  pixKey: string;
  /** Centavos, > 0. */
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters and digits. */
  txid: string;
}

/** What a parsed code says. `amount` is in centavos, null when the code leaves it to the payer. */
export interface ParsedBrCode {
  pixKey: string;
  amount: number | null;
  merchantName: string;
  merchantCity: string;
  txid: string | null;
  pointOfInitiation: 'static' | 'one-time';
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Plain ASCII for the name and city fields: accents stripped, anything else dropped. */
export function foldToAscii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** `1000` centavos → `10.00`. */
export const formatAmount = (centavos: number) =>
  `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The copia-e-cola text of one charge, CRC included. */
export function buildBrCode(charge: BrCodeCharge): string {
  if (!Number.isSafeInteger(charge.amount) || charge.amount <= 0) {
    throw new Error('a BR Code amount is a positive number of centavos');
  }
  if (!TXID_PATTERN.test(charge.txid)) throw new Error('a txid is 1 to 25 letters and digits');
  const name = foldToAscii(charge.merchantName, MAX_NAME);
  const city = foldToAscii(charge.merchantCity, MAX_CITY);
  if (name === '' || city === '') throw new Error('a BR Code names the merchant and its city');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', GUI) + field('01', charge.pixKey)),
    field('52', '0000'),
    field('53', '986'),
    field('54', formatAmount(charge.amount)),
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', charge.txid)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** The fields of a TLV string, in order; null when the lengths do not add up. */
function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/**
 * Reads a PIX copia-e-cola code: the TLV walk, the CRC, and the fields a payer is shown. Anything
 * else — a bad length, a wrong CRC, another scheme than `br.gov.bcb.pix`, another currency — is null.
 */
export function parseBrCode(input: string): ParsedBrCode | null {
  const text = input.trim();
  if (text.length < 8 || text.length > 512 || !text.slice(-8, -4).startsWith('6304')) return null;
  if (crc16(text.slice(0, -4)) !== text.slice(-4).toUpperCase()) return null;
  const fields = readFields(text);
  if (!fields || fields.get('00') !== '01' || fields.get('53') !== '986') return null;
  const account = readFields(fields.get('26') ?? '');
  if (!account || account.get('00')?.toLowerCase() !== GUI) return null;
  const pixKey = account.get('01');
  const merchantName = fields.get('59');
  const merchantCity = fields.get('60');
  if (!pixKey || !merchantName || !merchantCity) return null;
  const rawAmount = fields.get('54');
  let amount: number | null = null;
  if (rawAmount !== undefined) {
    const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(rawAmount);
    if (!match) return null;
    amount = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  }
  const txid = readFields(fields.get('62') ?? '')?.get('05') ?? null;
  return {
    pixKey,
    amount,
    merchantName,
    merchantCity,
    // `***` is the static code's "no txid".
    txid: txid === null || txid === '***' ? null : txid,
    pointOfInitiation: fields.get('01') === '12' ? 'one-time' : 'static',
  };
}
