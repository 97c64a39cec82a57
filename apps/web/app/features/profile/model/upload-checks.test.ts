import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  describeExtensions,
  formatMegabytes,
  isPreviewableImage,
  uploadFileProblem,
} from './upload-checks';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 100_000) => ({ name, type, size });

describe('uploadFileProblem', () => {
  it('accepts the avatar images up to 2 MB', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp']) {
      expect(uploadFileProblem(file(name, ''), 'avatar')).toBeNull();
    }
    expect(uploadFileProblem(file('a.png', 'image/png', 2 * MB), 'avatar')).toBeNull();
  });

  it('refuses an avatar that is not one of its image types', () => {
    const problem = { kind: 'type', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] };
    expect(uploadFileProblem(file('a.svg', 'image/svg+xml'), 'avatar')).toEqual(problem);
    expect(uploadFileProblem(file('a.pdf', 'application/pdf'), 'avatar')).toEqual(problem);
    expect(uploadFileProblem(file('photo', ''), 'avatar')).toEqual(problem);
  });

  it('refuses a file whose declared type does not match its extension', () => {
    expect(uploadFileProblem(file('a.png', 'application/x-msdownload'), 'avatar')?.kind).toBe(
      'type',
    );
  });

  it('refuses an avatar over 2 MB', () => {
    expect(uploadFileProblem(file('a.png', 'image/png', 2 * MB + 1), 'avatar')).toEqual({
      kind: 'size',
      maxMb: 2,
    });
  });

  it('accepts document images and PDFs up to 5 MB, svg and bmp included (§5)', () => {
    for (const name of ['d.jpg', 'd.png', 'd.bmp', 'd.svg', 'd.webp', 'd.pdf']) {
      expect(uploadFileProblem(file(name, ''), 'document')).toBeNull();
    }
    expect(uploadFileProblem(file('d.pdf', 'application/pdf', 5 * MB + 1), 'document')).toEqual({
      kind: 'size',
      maxMb: 5,
    });
    expect(uploadFileProblem(file('d.docx', ''), 'document')?.kind).toBe('type');
  });
});

describe('acceptAttribute', () => {
  it('lists extensions and MIME types for the picker', () => {
    expect(acceptAttribute('avatar')).toBe(
      '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp',
    );
    expect(acceptAttribute('document')).toContain('application/pdf');
  });
});

describe('isPreviewableImage', () => {
  it('previews images, not PDFs', () => {
    expect(isPreviewableImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isPreviewableImage({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isPreviewableImage({ name: 'a.pdf', type: '' })).toBe(false);
  });
});

describe('describeExtensions and formatMegabytes', () => {
  it('lists the types and the size in the page language', () => {
    expect(describeExtensions(['jpg', 'png', 'pdf'], 'pt-BR')).toBe('JPG, PNG ou PDF');
    expect(describeExtensions(['jpg', 'png', 'pdf'], 'en-US')).toBe('JPG, PNG, or PDF');
    expect(formatMegabytes(2.5 * 1024 * 1024, 'pt-BR')).toBe('2,5');
    expect(formatMegabytes(3 * 1024 * 1024, 'en-US')).toBe('3');
  });
});
