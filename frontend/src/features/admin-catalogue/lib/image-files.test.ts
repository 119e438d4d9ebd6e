import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageSelectionProblem, storedImageUrl } from './image-files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('accepts an image of at most 5 MB', () => {
    expect(imageFileProblem(file('kit.png', 'image/png', 5 * MB))).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(imageFileProblem(file('notes.txt', 'text/plain', 10))).toBe('File notes.txt is not an image');
  });

  it('refuses an image over 5 MB', () => {
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', 5 * MB + 1))).toBe(
      'File big.jpg is too large. Maximum size is 5MB',
    );
  });
});

describe('imageSelectionProblem', () => {
  it('allows up to the given number of files', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`${i}.png`, 'image/png', 100));
    expect(imageSelectionProblem(five, 5)).toBeUndefined();
    expect(imageSelectionProblem([...five, file('6.png', 'image/png', 100)], 5)).toBe(
      'You can upload at most 5 files at a time',
    );
    expect(imageSelectionProblem(five.slice(0, 2), 1)).toBe('You can upload at most 1 file at a time');
  });

  it('reports the first file that cannot go', () => {
    expect(imageSelectionProblem([file('a.png', 'image/png', 1), file('b.pdf', 'application/pdf', 1)], 5)).toBe(
      'File b.pdf is not an image',
    );
  });
});

describe('storedImageUrl', () => {
  it('is the upload URL without its query string', () => {
    expect(storedImageUrl('http://localhost:3000/uploads/products/abc?expires=1&sig=f00')).toBe(
      'http://localhost:3000/uploads/products/abc',
    );
    expect(storedImageUrl('/uploads/products/abc')).toBe('/uploads/products/abc');
  });
});
