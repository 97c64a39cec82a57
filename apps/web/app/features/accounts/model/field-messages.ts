import type { FieldErrors } from 'react-hook-form';
import { type DraftField, isDraftField, type RegisterDraft } from './register-steps';

/** One message per form field: a refusal from the platform, or a schema's first problem. */
export type FieldMessages = Partial<Record<DraftField, string>>;

// The platform may name a field by a part of it (the name is stored as first and last name).
const SERVER_FIELD_ALIASES: Record<string, DraftField> = {
  first_name: 'name',
  last_name: 'name',
  phone: 'username',
};

/**
 * Splits a refusal's field errors (Laravel `errors`) into those a step of the wizard shows and the
 * messages of fields no step has, which the form shows as a whole.
 */
export function sortServerErrors(
  fields: Record<string, string>,
  shownFields: ReadonlySet<DraftField>,
): { onFields: FieldMessages; elsewhere: string[] } {
  const onFields: FieldMessages = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const field = SERVER_FIELD_ALIASES[name] ?? name;
    if (isDraftField(field) && shownFields.has(field)) onFields[field] ??= message;
    else elsewhere.push(message);
  }
  return { onFields, elsewhere };
}

export function fieldMessageEntries(messages: FieldMessages): [DraftField, string][] {
  const list: [DraftField, string][] = [];
  for (const [field, message] of Object.entries(messages)) {
    if (isDraftField(field) && message !== undefined) list.push([field, message]);
  }
  return list;
}

export function fieldMessagesOf(errors: FieldErrors<RegisterDraft>): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, error] of Object.entries(errors)) {
    if (isDraftField(field) && typeof error?.message === 'string') messages[field] = error.message;
  }
  return messages;
}
