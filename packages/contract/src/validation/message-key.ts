// Schemas carry messages as keys, with their parameters in the same string, so one zod issue
// message can be translated by the web (i18next `validation` namespace) and by the platform
// (Laravel error bodies) alike: `validation.min_length|{"min":8}`.
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import en from './messages/en.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

export type ValidationMessages = typeof ptBR;
export type ValidationKey = `validation.${keyof ValidationMessages['validation']}`;
export type FieldLabelKey = keyof ValidationMessages['fields'];
export type ValidationParams = Record<string, string | number>;

/** The message files by language, for i18next (`validation` namespace) and for the platform. */
export const validationMessages: Record<Locale, ValidationMessages> = { 'pt-BR': ptBR, en };

/** §5 Validation timing: the validation locale is pt-BR when the language is Portuguese, else en. */
export function validationLocaleFor(language: string | null | undefined): Locale {
  return language?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
}

const PARAMS_SEPARATOR = '|';

/** A schema message: the key alone, or the key and its parameters (`validation.size|{"size":2048}`). */
export function validationMessage(key: ValidationKey, params?: ValidationParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  return `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}`;
}

function isParams(value: unknown): value is ValidationParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry) => typeof entry === 'string' || typeof entry === 'number',
  );
}

/**
 * Reads a message built by `validationMessage`. A message that is not one (a plain sentence from
 * elsewhere) comes back whole as the key, with no parameters.
 */
export function parseValidationMessage(message: string): { key: string; params: ValidationParams } {
  const separator = message.indexOf(PARAMS_SEPARATOR);
  if (separator === -1) return { key: message, params: {} };
  const key = message.slice(0, separator);
  try {
    const params: unknown = JSON.parse(message.slice(separator + 1));
    if (isParams(params)) return { key, params };
  } catch {
    // Not ours: fall through and keep the text as it is.
  }
  return { key: message, params: {} };
}

function lookup(messages: ValidationMessages, key: string): string | undefined {
  const [group, name, ...rest] = key.split('.');
  if (rest.length > 0 || name === undefined) return undefined;
  if (group !== 'validation' && group !== 'fields') return undefined;
  const entries: Record<string, string> = messages[group];
  return Object.hasOwn(entries, name) ? entries[name] : undefined;
}

/** The label of a form field in `locale` (`fields.password` → `Senha`); unknown fields keep their name. */
export function fieldLabel(field: string, locale: Locale): string {
  return lookup(validationMessages[locale], `fields.${field}`) ?? field;
}

function interpolate(template: string, values: ValidationParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The text of a schema message in `locale`, as the platform writes it in a Laravel error body.
 * `{{field}}` becomes the translated label of `field` (or the word "campo"/"field" without one).
 * A message that is not a known key is returned unchanged.
 */
export function translateValidation(message: string, locale: Locale, field?: string): string {
  const { key, params } = parseValidationMessage(message);
  const messages = validationMessages[locale] ?? validationMessages[DEFAULT_LOCALE];
  const template = lookup(messages, key);
  if (template === undefined) return message;
  if (field !== undefined) {
    return capitalise(interpolate(template, { field: fieldLabel(field, locale), ...params }));
  }
  // Without a field the label is the word itself, and "O campo {{field}}" must not say it twice.
  const word = messages.fields.field;
  const text = interpolate(template, { field: word, ...params });
  return capitalise(text.replace(new RegExp(`(${word}) ${word}\\b`, 'giu'), '$1'));
}

/** The shape of a validation issue this needs: zod's issues fit it. */
export interface ValidationIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** zod's issue code and details, to translate the rules that carry no message key of ours. */
  readonly code?: string;
  readonly origin?: string;
  readonly expected?: string;
  readonly format?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly inclusive?: boolean;
  /** The value, when the schema was parsed with `{ reportInput: true }`: absent means required. */
  readonly input?: unknown;
}

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);

/**
 * The message of an issue as a key: the schema's own when it wrote one, otherwise the Laravel rule
 * zod's built-in check stands for (`page=0` is `validation.min_value`), so that every 422 reads in
 * the request's language rather than as zod's English ("Too small: expected number to be >0").
 */
function issueMessage(issue: ValidationIssueLike): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  const size = issue.origin === 'string' ? 'length' : 'value';
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      if (
        !Number.isFinite(bound) ||
        (size === 'value' && !NUMBER_ORIGINS.has(issue.origin ?? ''))
      ) {
        return validationMessage('validation.default');
      }
      // Exclusive bounds are on whole numbers here (`positive()` pages and ids): > 0 reads ≥ 1.
      const step = issue.inclusive === false ? 1 : 0;
      return issue.code === 'too_small'
        ? validationMessage(`validation.min_${size}`, { min: bound + step })
        : validationMessage(`validation.max_${size}`, { max: bound - step });
    }
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) {
        return validationMessage('validation.required');
      }
      if (issue.expected === 'int') return validationMessage('validation.integer');
      if (issue.expected === 'number') return validationMessage('validation.number');
      return validationMessage('validation.default');
    case 'invalid_value':
      return validationMessage('validation.one_of');
    case 'invalid_format':
      if (issue.format === 'email') return validationMessage('validation.email');
      if (issue.format === 'url') return validationMessage('validation.url');
      return validationMessage('validation.regex');
    default:
      return validationMessage('validation.default');
  }
}

/**
 * Laravel's `errors` object (`{ field: [message] }`) from validation issues, translated. Only a
 * field's first issue is kept: a field shows one failing rule at a time
 * (docs/product/accounts.md "§5 Validation timing").
 */
export function laravelValidationErrors(
  issues: readonly ValidationIssueLike[],
  locale: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.filter((part) => typeof part !== 'symbol').map(String);
    const name = path.join('.');
    if (Object.hasOwn(errors, name)) continue;
    const field = [...path].reverse().find((part) => !/^\d+$/.test(part));
    errors[name] = [translateValidation(issueMessage(issue), locale, field)];
  }
  return errors;
}
