import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Settings } from '../config/settings.js';
import { loadFileType } from './file-type.js';
import { ImageStore, PRODUCT_IMAGES_PREFIX, type StoredImage } from './image-store.js';
import { UPLOAD_LINK_USED } from './product-images.js';
import { uploadError } from './uploads.errors.js';

/** Product images as files in `UPLOADS_DIR/products/`, without extension: the type is read from the bytes. */
export class DiskImageStore extends ImageStore {
  private readonly dir: string;

  constructor(settings: Settings) {
    super();
    this.dir = resolve(settings.uploadsDir, PRODUCT_IMAGES_PREFIX);
  }

  /** Written aside, then linked into place: readers never see half a file, and an existing one is never replaced. */
  async writeNew(name: string, body: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temp = join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    await writeFile(temp, body);
    try {
      await link(temp, join(this.dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw uploadError.UPLOAD_LINK_USED(UPLOAD_LINK_USED);
      throw err;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  async read(name: string): Promise<StoredImage | null> {
    const path = join(this.dir, name);
    try {
      // Files from before re-encoding keep the type they were uploaded as.
      const { fileTypeFromFile } = await loadFileType();
      const [type, info] = await Promise.all([fileTypeFromFile(path), stat(path)]);
      return type ? { stream: createReadStream(path), type: type.mime, length: info.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
