import { describe, expect, it } from 'vitest';
import { kycStatusOf } from './documents-service.ts';
import { sniffFileType } from './file-type.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileType', () => {
  it('knows each uploadable type by its first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffFileType(text('GIF89a……'))).toBe('gif');
    expect(sniffFileType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffFileType(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(new Uint8Array([0x42, 0x4d, ...new Array(30).fill(0)]))).toBe('bmp');
    expect(sniffFileType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(
      sniffFileType(text('\uFEFF<?xml version="1.0"?>\n<!-- by hand -->\n<!DOCTYPE svg>\n<svg>')),
    ).toBe('svg');
  });

  it('knows nothing else', () => {
    expect(sniffFileType(text('<?php echo 1; ?>'))).toBeNull();
    expect(sniffFileType(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
  });
});

describe('kycStatusOf', () => {
  it('approves for good, else follows the documents', () => {
    expect(kycStatusOf('approved', [])).toBe('approved');
    expect(kycStatusOf('approved', ['rejected'])).toBe('approved');
    expect(kycStatusOf('none', ['rejected', 'approved'])).toBe('approved');
    expect(kycStatusOf('rejected', ['rejected', 'pending'])).toBe('pending');
    expect(kycStatusOf('pending', ['rejected', 'cancelled'])).toBe('rejected');
    expect(kycStatusOf('pending', ['cancelled'])).toBe('none');
  });
});
