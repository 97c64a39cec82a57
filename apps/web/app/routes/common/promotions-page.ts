// What the promotions pages' route modules share on the client (issue 37).

export const PROMOTIONS_NAMESPACE = 'promotions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A promotions page's title for `meta`, from its loader's messages, read by hand (no zod in the
 * first load): `section.title` of the `promotions` namespace.
 */
export function promotionsTitle(
  loaderData: unknown,
  section: 'codes' | 'promotion',
): string | undefined {
  const messages = isRecord(loaderData) ? loaderData.messages : undefined;
  const part = isRecord(messages) ? messages[section] : undefined;
  const title = isRecord(part) ? part.title : undefined;
  return typeof title === 'string' ? title : undefined;
}
