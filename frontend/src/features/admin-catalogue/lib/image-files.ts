import { MAX_IMAGE_BYTES, MESSAGES } from '@robo/domain';

const BYTES_PER_MB = 1024 * 1024;

/** Why a chosen file cannot be uploaded as a product image (spec §5), or undefined when it can. */
export function imageFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes = MAX_IMAGE_BYTES,
): string | undefined {
  if (!file.type.startsWith('image/')) return MESSAGES.fileNotImage(file.name);
  if (file.size > maxBytes) return MESSAGES.fileTooLarge(file.name, maxBytes / BYTES_PER_MB);
  return undefined;
}

/** The first problem with a selection of at most `maxFiles` images, or undefined when all can go. */
export function imageSelectionProblem(
  files: ReadonlyArray<Pick<File, 'name' | 'type' | 'size'>>,
  maxFiles: number,
): string | undefined {
  if (files.length > maxFiles)
    return `You can upload at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} at a time`;
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) return problem;
  }
  return undefined;
}

/** Where an uploaded file lives: the upload URL without its signature query (spec §7). */
export function storedImageUrl(uploadURL: string): string {
  const queryStart = uploadURL.indexOf('?');
  return queryStart === -1 ? uploadURL : uploadURL.slice(0, queryStart);
}
