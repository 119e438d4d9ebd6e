import type * as FileType from 'file-type';

let fileType: Promise<typeof FileType> | undefined;

/**
 * file-type, loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
 * Kept as one promise because every product image served asks it.
 */
export function loadFileType(): Promise<typeof FileType> {
  return (fileType ??= import('file-type'));
}
