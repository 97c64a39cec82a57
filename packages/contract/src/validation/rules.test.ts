import { describe, expect, it } from 'vitest';
import {
  ageOn,
  emailProblem,
  formatCpf,
  formatPhoneBR,
  fullNameProblem,
  isAdult,
  isValidCpf,
  maskCpf,
  normalizeCpf,
  normalizePhone,
  passwordProblem,
  phoneProblem,
  splitFullName,
} from './rules.ts';

// A small seeded generator, so a failure names a CPF that can be reproduced.
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The textbook formula, written independently of rules.ts: (Σ digit × weight × 10) mod 11, 10 → 0.
function checkDigit(digits: number[]): number {
  const weighted = digits.reduce((sum, digit, i) => sum + digit * (digits.length + 1 - i), 0);
  return ((weighted * 10) % 11) % 10;
}

function generateCpf(random: () => number): string {
  let body: number[];
  do body = Array.from({ length: 9 }, () => Math.floor(random() * 10));
  while (body.every((digit) => digit === body[0]));
  const first = checkDigit(body);
  const second = checkDigit([...body, first]);
  return [...body, first, second].join('');
}

function expectedCheckDigits(cpf: string): string {
  const body = [...cpf.slice(0, 9)].map(Number);
  const first = checkDigit(body);
  return `${first}${checkDigit([...body, first])}`;
}

describe('CPF (§5 cpf)', () => {
  const random = seededRandom(20_260_101);
  const generated = Array.from({ length: 500 }, () => generateCpf(random));

  it('accepts generated CPFs, with or without punctuation', () => {
    for (const cpf of generated) {
      expect(isValidCpf(cpf), cpf).toBe(true);
      expect(isValidCpf(formatCpf(cpf)), formatCpf(cpf)).toBe(true);
    }
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true);
  });

  it('refuses every single-digit mutation of a check digit', () => {
    for (const cpf of generated.slice(0, 100)) {
      for (const position of [9, 10]) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === cpf[position]) continue;
          const mutated = cpf.slice(0, position) + digit + cpf.slice(position + 1);
          expect(isValidCpf(mutated), mutated).toBe(false);
        }
      }
    }
  });

  it('refuses a mutated body digit unless the official formula gives the same check digits', () => {
    // The official formula folds remainders 0 and 1 into the check digit 0, so a body change can
    // keep the first check digit only when it is 0 (and then the second one must fold or not move
    // too). That blind spot belongs to the CPF itself; every other mutation of the body is caught.
    let caught = 0;
    let blindSpots = 0;
    for (const cpf of generated) {
      for (let position = 0; position < 9; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === cpf[position]) continue;
          const mutated = cpf.slice(0, position) + digit + cpf.slice(position + 1);
          const unchanged = expectedCheckDigits(mutated) === cpf.slice(9);
          if (unchanged && !/^(\d)\1{10}$/.test(mutated)) {
            blindSpots++;
            expect(cpf[9], mutated).toBe('0');
            expect(isValidCpf(mutated), mutated).toBe(true);
          } else {
            caught++;
            expect(isValidCpf(mutated), mutated).toBe(false);
          }
        }
      }
    }
    expect(blindSpots).toBeLessThan(caught / 100);
  });

  it('refuses CPFs of one repeated digit, even where the check digits would match', () => {
    for (let digit = 0; digit <= 9; digit++) {
      expect(isValidCpf(String(digit).repeat(11))).toBe(false);
      expect(isValidCpf(formatCpf(String(digit).repeat(11)))).toBe(false);
    }
  });

  it('refuses anything that is not 11 digits', () => {
    for (const bad of [
      '',
      '1234567890',
      '123456789091',
      '123.456.789-0a',
      'abc',
      '123 456 789 09x',
    ]) {
      expect(isValidCpf(bad), bad).toBe(false);
    }
  });

  it('normalises, formats and masks', () => {
    expect(normalizeCpf('123.456.789-09')).toBe('12345678909');
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123')).toBe('123');
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
    expect(maskCpf('123')).toBeNull();
  });
});

describe('phone (§5 Register: Brazil only, five messages)', () => {
  it('accepts Brazilian mobile numbers however they are typed and normalises them to E.164', () => {
    for (const typed of [
      '(11) 99999-0001',
      '11999990001',
      '+55 11 99999-0001',
      '+5511999990001',
      '55 11 99999 0001',
      '011 99999-0001',
      '11 9 9999 0001',
    ]) {
      expect(phoneProblem(typed), typed).toBeNull();
      expect(normalizePhone(typed), typed).toBe('+5511999990001');
    }
    expect(normalizePhone('(21) 98765-4321')).toBe('+5521987654321');
  });

  it("reports a valid number of another country as 'invalid_country'", () => {
    expect(phoneProblem('+351 912 345 678')).toBe('invalid_country');
    expect(phoneProblem('+44 7911 123456')).toBe('invalid_country');
    expect(phoneProblem('+1 202 555 0143')).toBe('invalid_country');
  });

  it("reports text as 'not_a_number'", () => {
    for (const typed of ['abc', 'telefone', '11 9999A-0001', '', '   ', '+55+11', '()-']) {
      expect(phoneProblem(typed), typed).toBe('not_a_number');
    }
  });

  it("reports too few digits as 'too_short'", () => {
    expect(phoneProblem('(11) 9999')).toBe('too_short');
    expect(phoneProblem('119')).toBe('too_short');
    expect(phoneProblem('+55')).toBe('too_short');
  });

  it("reports too many digits as 'too_long'", () => {
    expect(phoneProblem('(11) 99999-00012')).toBe('too_long');
    expect(phoneProblem('+55 11 99999-0001 1')).toBe('too_long');
  });

  it("reports a number of the right length that no Brazilian mobile has as 'impossible'", () => {
    // Area code 10 does not exist; 8-digit mobiles lost their slot in 2016; a landline gets no SMS.
    expect(phoneProblem('(10) 99999-0001')).toBe('impossible');
    expect(phoneProblem('(11) 9999-0001')).toBe('impossible');
    expect(phoneProblem('(11) 3333-4444')).toBe('impossible');
    expect(phoneProblem('(11) 19999-0001')).toBe('impossible');
    expect(normalizePhone('(11) 3333-4444')).toBeNull();
  });

  it('formats a Brazilian number for display and leaves anything else alone', () => {
    expect(formatPhoneBR('+5511999990001')).toBe('(11) 99999-0001');
    expect(formatPhoneBR('11999990001')).toBe('(11) 99999-0001');
    expect(formatPhoneBR('+351912345678')).toBe('+351912345678');
    expect(formatPhoneBR('(11) 9999')).toBe('(11) 9999');
  });
});

describe('full name (§5 fullName)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Ana', 'full_name'],
    ['  Ana  ', 'full_name'],
    ['Ana S', 'surname_short'],
    ['Ana S Souza', 'surname_short'],
    ['Ana Souza', null],
    ['Ana da Silva', null],
    ['Ana Só', null],
    ['  João   Pedro  Lima ', null],
  ])('%j → %s', (name, problem) => {
    expect(fullNameProblem(name)).toBe(problem);
  });

  it('splits into first name and the rest, collapsing spaces', () => {
    expect(splitFullName('  Ana   Maria  Souza ')).toEqual({
      first_name: 'Ana',
      last_name: 'Maria Souza',
    });
    expect(splitFullName('Ana')).toEqual({ first_name: 'Ana', last_name: '' });
  });
});

describe('password (§5 Register, §9 minimum 8)', () => {
  it.each([
    ['', 'required'],
    ['abc1', 'min'],
    ['abcdef1', 'min'],
    ['abcdefgh', 'mix'],
    ['ÁÉÍÓÚçãõ', 'mix'],
    ['12345678', 'mix'],
    ['!@#$%^&*', 'mix'],
    ['abcdefg1', null],
    ['abcdefg!', null],
    ['Vitrine@2026', null],
    ['senha com espaço', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe('e-mail (§5 Register, §9 maximum 30)', () => {
  it('checks required, then validity, then length', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('ana@')).toBe('email');
    expect(emailProblem(`${'a'.repeat(40)}@`)).toBe('email');
    expect(emailProblem(`${'a'.repeat(21)}@vitrine.test`)).toBe('max');
    expect(emailProblem(`${'a'.repeat(17)}@vitrine.test`)).toBeNull();
    expect(emailProblem(' ana@vitrine.test ')).toBeNull();
  });
});

describe('age (18+)', () => {
  // Noon UTC is 09:00 in São Paulo: the same calendar day.
  const on = (date: string) => new Date(`${date}T12:00:00Z`);

  it('is adult from the 18th birthday on', () => {
    expect(isAdult('2008-06-15', on('2026-06-14'))).toBe(false);
    expect(isAdult('2008-06-15', on('2026-06-15'))).toBe(true);
    expect(isAdult('1970-01-01', on('2026-06-15'))).toBe(true);
  });

  it('turns the day over at midnight in Brazil, not in UTC', () => {
    // 01:00 UTC on the birthday is still 22:00 the day before in São Paulo.
    expect(isAdult('2008-06-15', new Date('2026-06-15T01:00:00Z'))).toBe(false);
    expect(isAdult('2008-06-15', new Date('2026-06-15T03:30:00Z'))).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(ageOn('2008-02-29', on('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01'))).toBe(18);
  });

  it('is never adult for a date that does not exist', () => {
    for (const bad of ['2000-02-30', '2000-13-01', '01/01/2000', '2000-1-1', '']) {
      expect(isAdult(bad, on('2026-06-15')), bad).toBe(false);
    }
  });
});
