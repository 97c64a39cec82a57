/** An answer other than a 200 with the endpoint's own body: another status, an error, no content. */
export class FakeReply {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    this.status = status;
    this.body = body;
  }
}

/** Answers `status` with `body` (a 202 "code sent", a 201 "created", a 403 of the §7 self-exclusion…). */
export function reply(status: number, body?: unknown): FakeReply {
  return new FakeReply(status, body);
}

/** The Laravel error body of §7: `{ message, errors: { field: [msg] } }`. */
export function laravelError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): FakeReply {
  return new FakeReply(status, errors ? { message, errors } : { message });
}

/** A 422 with one message per field, as Laravel's validation answers. */
export function invalid(errors: Record<string, string>, message = 'Os dados são inválidos.') {
  return laravelError(
    422,
    message,
    Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])),
  );
}

export const noContent = () => new FakeReply(204, undefined);
export const unauthenticated = () => laravelError(401, 'Unauthenticated.');
export const serverError = () => laravelError(500, 'Server Error');

/** An answer held back until the test releases it, to look at the page in between. */
export function heldAnswer<Answer>() {
  let release: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { answer, release: (value: Answer) => release(value) };
}
