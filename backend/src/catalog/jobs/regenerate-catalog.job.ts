import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { CatalogFileService } from '../catalog-file.service.js';

export const REGENERATE_CATALOG_JOB = 'regenerate';

export type RegenerateCatalogPayload = Record<string, never>;

/** Rebuilds catalog.json from the active products; running it twice does no harm. */
@Injectable()
export class RegenerateCatalogJob implements OnModuleInit {
  constructor(private readonly jobs: JobQueue, private readonly file: CatalogFileService) {}

  onModuleInit(): void {
    this.jobs.register<RegenerateCatalogPayload>('catalog', REGENERATE_CATALOG_JOB, async () => {
      await this.file.regenerate();
    });
  }
}
