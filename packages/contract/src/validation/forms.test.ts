import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createDocument } from 'zod-openapi';
import {
  birthDateSchema,
  checkImageFile,
  codeStepSchema,
  cpfSchema,
  emailSchema,
  fullNameSchema,
  genderStepSchema,
  imageUploadRules,
  loginRequirementsOf,
  loginSchema,
  loginSchemaFor,
  maritalStatusStepSchema,
  passwordChangeSchema,
  passwordResetSchema,
  passwordStepSchema,
  passwordStepSchemaFor,
  phoneSchema,
  phoneStepSchema,
  registerRequirementsOf,
  registerSchemaFor,
} from './forms.ts';
import { parseValidationMessage, validationMessages } from './message-key.ts';

/** Issue messages by field path, in the order the schema reported them. */
function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return issuesOf(schema, value)[0]?.[1];
}

const validRegistration = {
  gender: 'female',
  marital_status: 'single',
  name: 'Ana Souza',
  username: '(11) 99999-0001',
  email: 'ana@vitrine.test',
  code: '123456',
  password: 'Vitrine@2026',
  password_confirmation: 'Vitrine@2026',
  terms: true,
  // Portaria 2.579/2025: a loss limit and a time limit at registration.
  limits: { loss: { period: 'day', amount: 10_000 }, time: { period: 'day', minutes: 120 } },
};

describe('each field shows only its first failing rule', () => {
  it('reports one issue per field however many rules the value breaks', () => {
    const issues = issuesOf(registerSchemaFor({ requiresCpf: true, captcha: true }), {
      ...validRegistration,
      name: '',
      username: 'abc',
      email: `not an e-mail ${'x'.repeat(40)}`,
      password: 'abc',
      password_confirmation: 'abd',
      cpf: '111.111.111-11',
    });
    const fields = issues.map(([field]) => field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(Object.fromEntries(issues)).toEqual({
      captcha: 'validation.captcha',
      name: 'validation.required',
      username: 'validation.phone_not_a_number',
      email: 'validation.email',
      password: 'validation.min_length|{"min":8}',
      password_confirmation: 'validation.password_confirmation',
      cpf: 'validation.cpf_invalid',
    });
  });

  it('checks the captcha first (§5 Register)', () => {
    const issues = issuesOf(registerSchemaFor({ requiresCpf: false, captcha: true }), {});
    expect(issues[0]).toEqual(['captcha', 'validation.captcha']);
  });

  it('asks for the confirmation before comparing it', () => {
    expect(issuesOf(passwordStepSchema, { password: 'Vitrine@2026', terms: true })).toEqual([
      ['password_confirmation', 'validation.required'],
    ]);
  });

  it('reports a mismatch even while another field still fails', () => {
    expect(
      issuesOf(passwordStepSchema, { password: 'short', password_confirmation: 'other' }),
    ).toEqual([
      ['password', 'validation.min_length|{"min":8}'],
      ['terms', 'validation.terms'],
      ['password_confirmation', 'validation.password_confirmation'],
    ]);
  });

  it('says required once, not also invalid, for an empty or missing value', () => {
    for (const empty of ['', '   ', undefined, null]) {
      expect(issuesOf(cpfSchema, empty)).toEqual([['', 'validation.required']]);
      expect(issuesOf(emailSchema, empty)).toEqual([['', 'validation.required']]);
      expect(issuesOf(phoneSchema, empty)).toEqual([['', 'validation.required']]);
      expect(issuesOf(fullNameSchema, empty)).toEqual([['', 'validation.required']]);
    }
  });
});

describe('login (§5 Login)', () => {
  it("asks for the phone with 'Este é um campo obrigatório.' and for the password", () => {
    expect(issuesOf(loginSchema, { username: '', password: '' })).toEqual([
      ['username', 'validation.required_field'],
      ['password', 'validation.required'],
    ]);
  });

  it('refuses an invalid phone and signs in with E.164', () => {
    expect(messageOf(loginSchema, { username: '(11) 9999', password: 'x' })).toBe(
      'validation.phone_too_short',
    );
    expect(loginSchema.parse({ username: '(11) 99999-0001', password: 'x' })).toEqual({
      username: '+5511999990001',
      password: 'x',
    });
  });

  it('asks for the CPF and the e-mail only when the tenant requires them', () => {
    const strict = loginSchemaFor(
      loginRequirementsOf({ login_requires_cpf: true, login_requires_email: true }),
    );
    expect(issuesOf(strict, { username: '11999990001', password: 'x' })).toEqual([
      ['cpf', 'validation.required'],
      ['email', 'validation.required'],
    ]);
    expect(
      strict.parse({
        username: '11999990001',
        password: 'x',
        cpf: '123.456.789-09',
        email: ' Ana@Vitrine.test ',
      }),
    ).toMatchObject({ cpf: '12345678909', email: 'ana@vitrine.test' });
    // Left blank where not required, they are simply absent; typed, they must be valid.
    expect(
      loginSchema.parse({ username: '11999990001', password: 'x', cpf: '', email: '' }),
    ).toEqual({ username: '+5511999990001', password: 'x' });
    expect(loginSchema.parse({ username: '11999990001', password: 'x', cpf: null })).toEqual({
      username: '+5511999990001',
      password: 'x',
    });
    expect(messageOf(loginSchema, { username: '11999990001', password: 'x', cpf: '123' })).toBe(
      'validation.cpf_invalid',
    );
  });
});

describe('registration steps (§2 wizard, §5 Register)', () => {
  it('offers the gender and marital status choices', () => {
    expect(genderStepSchema.parse({ gender: 'undisclosed' })).toEqual({ gender: 'undisclosed' });
    expect(messageOf(genderStepSchema, {})).toBe('validation.required');
    expect(messageOf(genderStepSchema, { gender: '' })).toBe('validation.required');
    expect(messageOf(genderStepSchema, { gender: 'robot' })).toBe('validation.one_of');
    expect(maritalStatusStepSchema.parse({ marital_status: 'widowed' })).toBeTruthy();
    expect(messageOf(maritalStatusStepSchema, { marital_status: 'complicated' })).toBe(
      'validation.one_of',
    );
  });

  it('checks the full name (§5 fullName) and stores it with single spaces', () => {
    expect(messageOf(fullNameSchema, 'Ana')).toBe('validation.full_name');
    expect(messageOf(fullNameSchema, 'Ana S')).toBe('validation.surname_short');
    expect(fullNameSchema.parse('  Ana   Souza ')).toBe('Ana Souza');
  });

  it('gives each of the five phone problems its own message', () => {
    const phoneMessage = (username: string) => messageOf(phoneStepSchema, { username });
    expect(phoneMessage('+351 912 345 678')).toBe('validation.phone_invalid_country');
    expect(phoneMessage('telefone')).toBe('validation.phone_not_a_number');
    expect(phoneMessage('(11) 9999')).toBe('validation.phone_too_short');
    expect(phoneMessage('(11) 99999-00012')).toBe('validation.phone_too_long');
    expect(phoneMessage('(10) 99999-0001')).toBe('validation.phone_impossible');
    expect(phoneStepSchema.parse({ username: '+55 11 99999-0001' })).toEqual({
      username: '+5511999990001',
    });
  });

  it('limits the e-mail to 30 characters after checking it is one', () => {
    expect(messageOf(emailSchema, 'ana@')).toBe('validation.email');
    expect(messageOf(emailSchema, `${'a'.repeat(20)}@vitrine.test`)).toBe('validation.email_max');
    expect(emailSchema.parse(' Ana@Vitrine.test')).toBe('ana@vitrine.test');
  });

  it('takes a 6-digit code, spaces ignored', () => {
    expect(codeStepSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(messageOf(codeStepSchema, { code: '12345' })).toBe('validation.digits|{"length":6}');
    expect(messageOf(codeStepSchema, { code: '12345a' })).toBe('validation.digits|{"length":6}');
  });

  it('needs the password rules, the matching confirmation and the 18+ and terms acceptance', () => {
    const step = passwordStepSchemaFor({ captcha: false });
    const valid = { password: 'Vitrine@2026', password_confirmation: 'Vitrine@2026', terms: true };
    expect(step.parse(valid)).toEqual(valid);
    expect(
      messageOf(step, {
        ...valid,
        password: 'vitrinevitrine',
        password_confirmation: 'vitrinevitrine',
      }),
    ).toBe('validation.password_mix');
    expect(messageOf(step, { ...valid, password_confirmation: 'Vitrine@2027' })).toBe(
      'validation.password_confirmation',
    );
    expect(messageOf(step, { ...valid, terms: false })).toBe('validation.terms');
    expect(step.safeParse({ ...valid, captcha: 'token' }).data).toEqual(valid);
  });

  it('asks for the captcha token only when the tenant has a site key', () => {
    const valid = { password: 'Vitrine@2026', password_confirmation: 'Vitrine@2026', terms: true };
    expect(messageOf(passwordStepSchemaFor({ captcha: true }), valid)).toBe('validation.captcha');
    expect(messageOf(passwordStepSchemaFor({ captcha: true }), { ...valid, captcha: '' })).toBe(
      'validation.captcha',
    );
    expect(passwordStepSchemaFor({ captcha: true }).parse({ ...valid, captcha: 'token' })).toEqual({
      ...valid,
      captcha: 'token',
    });
  });

  it('builds the whole registration from the tenant’s switches', () => {
    const requirements = registerRequirementsOf({
      registerCPF: true,
      reg_license: false,
      reg_phone: false,
      turnstileSiteKey: 'demo-turnstile-key',
    });
    expect(requirements).toEqual({
      requiresCpf: true,
      requiresLicence: false,
      requiresPhone: false,
      captcha: true,
    });
    const schema = registerSchemaFor(requirements);
    const { terms: _terms, username: _username, ...rest } = validRegistration;
    expect(schema.parse({ ...rest, cpf: '123.456.789-09', captcha: 't' })).toEqual({
      ...rest,
      cpf: '12345678909',
      captcha: 't',
    });
    expect(
      registerSchemaFor({ requiresCpf: false }).parse({ ...validRegistration, cpf: '' }),
    ).toEqual({ ...validRegistration, username: '+5511999990001' });
  });
});

describe('passwords', () => {
  it("resets with a code, a new password and 'As senhas não coincidem'", () => {
    expect(
      issuesOf(passwordResetSchema, {
        code: '123456',
        password: 'Vitrine@2026',
        password_confirmation: 'Vitrine@2025',
      }),
    ).toEqual([['password_confirmation', 'validation.passwords_differ']]);
  });

  it('changes with the current password, which only has to be given', () => {
    expect(
      passwordChangeSchema.parse({
        current_password: 'old',
        password: 'Vitrine@2026',
        password_confirmation: 'Vitrine@2026',
      }),
    ).toBeTruthy();
    expect(
      issuesOf(passwordChangeSchema, { password: 'Vitrine@2026', password_confirmation: 'x' }),
    ).toEqual([
      ['current_password', 'validation.required'],
      ['password_confirmation', 'validation.passwords_differ'],
    ]);
  });
});

describe('length limits (issue 10: a 10 KB field)', () => {
  const tenKb = 'a'.repeat(10 * 1024);

  it('caps the name at 255 characters and passwords at 128', () => {
    expect(messageOf(fullNameSchema, `Ana ${tenKb}`)).toBe('validation.max_length|{"max":255}');
    expect(messageOf(fullNameSchema, `Ana ${'a'.repeat(251)}`)).toBeUndefined();
    expect(
      issuesOf(passwordChangeSchema, {
        current_password: tenKb,
        password: `${tenKb}1`,
        password_confirmation: `${tenKb}1`,
      }),
    ).toEqual([
      ['current_password', 'validation.max_length|{"max":128}'],
      ['password', 'validation.max_length|{"max":128}'],
      ['password_confirmation', 'validation.max_length|{"max":128}'],
    ]);
  });

  it('counts characters as a person does: an emoji is one', () => {
    expect(messageOf(fullNameSchema, `Ana ${'🎰'.repeat(251)}`)).toBeUndefined();
  });
});

describe('birth date', () => {
  it('takes YYYY-MM-DD of someone 18 or older', () => {
    expect(birthDateSchema.parse('1990-05-20')).toBe('1990-05-20');
    expect(messageOf(birthDateSchema, '20/05/1990')).toBe('validation.date');
    expect(messageOf(birthDateSchema, '1990-02-30')).toBe('validation.date');
    expect(messageOf(birthDateSchema, '1850-01-01')).toBe('validation.date');
    const child = new Date();
    child.setFullYear(child.getFullYear() - 10);
    expect(messageOf(birthDateSchema, child.toISOString().slice(0, 10))).toBe('validation.adult');
  });
});

describe('image upload (§5)', () => {
  it('lists webp under the image rule only', () => {
    const withDimensions = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif'];
    expect(imageUploadRules.dimensionsExtensions).toEqual(withDimensions);
    expect(imageUploadRules.imageExtensions).toEqual([...withDimensions, 'webp']);
  });

  it('checks extension, then declared type, then size', () => {
    const maxKb = 2048;
    expect(
      checkImageFile({ name: 'me.WEBP', type: 'image/webp', size: 1000 }, { maxKb }),
    ).toBeNull();
    expect(checkImageFile({ name: 'me.heic', type: 'image/heic', size: 1 }, { maxKb })).toBe(
      'validation.image',
    );
    expect(checkImageFile({ name: 'me.png', type: 'text/html', size: 1 }, { maxKb })).toBe(
      'validation.mimes',
    );
    expect(checkImageFile({ name: 'me.png', type: '', size: 1 }, { maxKb })).toBeNull();
    expect(checkImageFile({ name: 'me.png', type: 'image/png', size: 3_000_000 }, { maxKb })).toBe(
      'validation.size|{"size":2048}',
    );
  });

  it('keeps svg out of avatars and lets documents be PDFs', () => {
    expect(
      checkImageFile({ name: 'me.svg', type: 'image/svg+xml', size: 1 }, imageUploadRules.avatar),
    ).toBe('validation.image');
    const document = { name: 'rg.pdf', type: 'application/pdf', size: 1 };
    expect(checkImageFile(document, imageUploadRules.document)).toBeNull();
    expect(checkImageFile({ ...document, name: 'rg.docx' }, imageUploadRules.document)).toBe(
      'validation.ext',
    );
  });
});

describe('every message a schema can emit is translated', () => {
  const translated = (locale: 'pt-BR' | 'en', key: string) => {
    const [group, name] = key.split('.');
    const messages = validationMessages[locale];
    return group === 'validation' && name !== undefined && Object.hasOwn(messages.validation, name);
  };

  it('finds each key written in the validation sources in both message files', () => {
    const sources = ['forms.ts', 'image-upload.ts', 'rules.ts'].map((file) =>
      readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'),
    );
    const keys = new Set(sources.flatMap((source) => source.match(/validation\.\w+(?=')/g) ?? []));
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys) {
      expect(translated('pt-BR', key), key).toBe(true);
      expect(translated('en', key), key).toBe(true);
    }
  });

  it('translates the messages of a broad set of bad inputs', () => {
    const bad: [z.ZodType, unknown][] = [
      [registerSchemaFor({ requiresCpf: true, captcha: true }), {}],
      [
        registerSchemaFor({ requiresCpf: true }),
        { gender: 'x', marital_status: 'x', terms: 'yes' },
      ],
      [loginSchemaFor({ requiresCpf: true, requiresEmail: true }), { username: 5 }],
      [passwordResetSchema, { code: 'x', password: 'abcdefghi', password_confirmation: 'y' }],
      [birthDateSchema, 'x'],
      [birthDateSchema, new Date().toISOString().slice(0, 10)],
    ];
    const messages = bad.flatMap(([schema, value]) => issuesOf(schema, value).map(([, m]) => m));
    expect(messages.length).toBeGreaterThan(15);
    for (const message of messages) {
      const { key } = parseValidationMessage(message);
      expect(translated('pt-BR', key), message).toBe(true);
      expect(translated('en', key), message).toBe(true);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the form schemas as request bodies', () => {
    const body = (schema: z.ZodType) => ({
      requestBody: { content: { 'application/json': { schema } } },
      responses: { '204': { description: 'No content' } },
    });
    const document = createDocument({
      openapi: '3.1.0',
      info: { title: 'forms', version: '0' },
      paths: {
        '/login': { post: body(loginSchema) },
        '/register': { post: body(registerSchemaFor({ requiresCpf: true, captcha: true })) },
        '/reset': { post: body(passwordResetSchema) },
        '/change': { post: body(passwordChangeSchema) },
      },
    });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['LoginForm', 'PasswordResetForm', 'PasswordChangeForm', 'Cpf']),
    );
  });
});
