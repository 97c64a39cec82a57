import { describe, expect, it } from 'vitest';
import {
  broadcastingAuthResponseSchema,
  broadcastingUserAuthResponseSchema,
} from './realtime-auth.ts';
import {
  readBroadcastingAuthAnswer,
  readBroadcastingUserAuthAnswer,
} from './realtime-auth-answers.ts';

// Answers of every kind: the readers must take exactly what the schemas take, and give back what
// they give back (unknown fields dropped).
const answers: unknown[] = [
  { auth: 'key:abc' },
  { auth: 'key:abc', channel_data: '{"user_id":"7","user_info":{}}' },
  { auth: 'key:abc', user_data: '{"id":"7","user_info":{}}' },
  { auth: 'key:abc', channel_data: '{}', user_data: '{}', extra: 1 },
  { auth: '' },
  { auth: 'key:abc', channel_data: null },
  { auth: 'key:abc', channel_data: 7 },
  { auth: 'key:abc', user_data: ['x'] },
  { auth: 7 },
  { channel_data: '{}' },
  { user_data: '{}' },
  {},
  [],
  ['key:abc'],
  null,
  undefined,
  'key:abc',
  42,
  Object.assign(Object.create({ auth: 'inherited' }), { user_data: '{}' }),
];

function viaSchema(schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }) {
  return (value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
}

describe('the broadcasting auth answers read without zod', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'read %s as the channel schema does',
    (_name, answer) => {
      expect(readBroadcastingAuthAnswer(answer)).toEqual(
        viaSchema(broadcastingAuthResponseSchema)(answer),
      );
    },
  );

  it.each(answers.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'read %s as the user sign-in schema does',
    (_name, answer) => {
      expect(readBroadcastingUserAuthAnswer(answer)).toEqual(
        viaSchema(broadcastingUserAuthResponseSchema)(answer),
      );
    },
  );
});
