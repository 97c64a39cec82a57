import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16, foldToAscii, formatAmount, parseBrCode } from './br-code.ts';

// The static BR Code example of the Banco Central's "Manual de Padrões para Iniciação do Pix"
// (v2.2.1), whose CRC is 1D3D; the same string and CRC are reproduced in several independent public
// PIX test suites (found with the code search: "…6008BRASILIA62070503***63041D3D").
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const charge = {
  pixKey: '123e4567-e12b-12d1-a456-426655440000',
  amount: 5_000,
  merchantName: 'Vitrine Cassino',
  merchantCity: 'São Paulo',
  txid: 'VTR0123456789ABCDEFGHIJKL',
};

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it("reproduces the Banco Central manual's example CRC", () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('buildBrCode', () => {
  it('writes every field of a one-time charge with its length, and a CRC that checks', () => {
    const code = buildBrCode(charge);
    expect(code).toBe(
      '000201' +
        '010212' +
        '26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '52040000' +
        '5303986' +
        '540550.00' +
        '5802BR' +
        '5915Vitrine Cassino' +
        '6009Sao Paulo' +
        '62290525VTR0123456789ABCDEFGHIJKL' +
        `6304${crc16(code.slice(0, -4))}`,
    );
    expect(code.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });

  it('folds accents and cuts the name at 25 and the city at 15 characters', () => {
    const parsed = parseBrCode(
      buildBrCode({
        ...charge,
        merchantName: 'Ação & Coração Apostas Esportivas Ltda',
        merchantCity: 'São José dos Campos',
      }),
    );
    expect(parsed?.merchantName).toBe('Acao & Coracao Apostas Es');
    expect(parsed?.merchantCity).toBe('Sao Jose dos Ca');
    expect(foldToAscii('  Maringá   Paraná  ', 15)).toBe('Maringa Parana');
  });

  it('writes the amount in reais with two decimals', () => {
    expect(formatAmount(1000)).toBe('10.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123_456)).toBe('1234.56');
    expect(parseBrCode(buildBrCode({ ...charge, amount: 1 }))?.amount).toBe(1);
  });

  it('refuses a txid that is not 1 to 25 letters and digits, and a non-positive amount', () => {
    expect(() => buildBrCode({ ...charge, txid: 'A'.repeat(26) })).toThrow();
    expect(() => buildBrCode({ ...charge, txid: 'abc-123' })).toThrow();
    expect(() => buildBrCode({ ...charge, amount: 0 })).toThrow();
    expect(() => buildBrCode({ ...charge, amount: 10.5 })).toThrow();
  });
});

describe('parseBrCode', () => {
  it('reads the Banco Central example (static, no amount, no txid)', () => {
    expect(parseBrCode(BCB_EXAMPLE)).toEqual({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      amount: null,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: null,
      pointOfInitiation: 'static',
    });
  });

  it('reads back what the builder wrote', () => {
    expect(parseBrCode(` ${buildBrCode(charge)}\n`)).toEqual({
      pixKey: charge.pixKey,
      amount: 5_000,
      merchantName: 'Vitrine Cassino',
      merchantCity: 'Sao Paulo',
      txid: charge.txid,
      pointOfInitiation: 'one-time',
    });
  });

  it('refuses a corrupted code: one changed character, a wrong CRC, a broken length, junk', () => {
    const code = buildBrCode(charge);
    expect(parseBrCode(code.replace('50.00', '90.00'))).toBeNull();
    expect(parseBrCode(`${code.slice(0, -4)}0000`)).toBeNull();
    const badLength = code.replace('5915Vitrine', '5999Vitrine');
    expect(parseBrCode(badLength.slice(0, -4) + crc16(badLength.slice(0, -4)))).toBeNull();
    expect(parseBrCode('')).toBeNull();
    expect(parseBrCode('hello world 6304ABCD')).toBeNull();
  });
});
