import { isHttpError } from './http/http-error';

export interface ServerFormErrors {
  /** The first message of each field the server refused (Laravel `errors`). */
  fields: Record<string, string>;
  /** A message for the form as a whole: the server's own, or null to use a translated one. */
  message: string | null;
  /** The HTTP status, or null when no answer came (network, timeout). */
  status: number | null;
}

/**
 * What a failed submit should show: field errors go next to their fields, everything else in one
 * form-level message. The values the player typed are never touched.
 */
export function serverFormErrors(error: unknown): ServerFormErrors {
  if (!isHttpError(error)) return { fields: {}, message: null, status: null };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
    const first = messages[0];
    if (first) fields[field] = first;
  }
  const hasFields = Object.keys(fields).length > 0;
  return {
    fields,
    message: hasFields ? null : (error.body?.message ?? null),
    status: error.status,
  };
}
