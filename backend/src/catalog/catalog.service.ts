import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { JobQueue } from '../jobs/job-queue.js';
import { CatalogFileService } from './catalog-file.service.js';
import { Product } from './entities/product.entity.js';
import { REGENERATE_CATALOG_JOB, type RegenerateCatalogPayload } from './jobs/regenerate-catalog.job.js';

/** What other modules may ask of the catalogue. */
@Injectable()
export class CatalogService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Catalog');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly file: CatalogFileService,
    private readonly audit: AuditLog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(await this.file.exists())) await this.requestRegeneration();
  }

  /** An active product by its id or its slug. */
  findActiveProduct(idOrSlug: string): Promise<Product | null> {
    return this.db.getRepository(Product).findOne({
      where: [
        { id: idOrSlug, isActive: true },
        { slug: idOrSlug, isActive: true },
      ],
    });
  }

  /** A staff member's 'Sync Catalog': audited, then queued; fails when the queue cannot take it. */
  async sync(actor: Actor): Promise<void> {
    await this.db.transaction((manager) => this.audit.record(manager, { actor, action: 'catalog.sync', target: { type: 'catalog', id: null } }));
    await this.queueRegeneration();
  }

  /** Queues a rebuild of catalog.json; fails when the queue cannot take it. */
  queueRegeneration(): Promise<void> {
    return this.jobs.add<RegenerateCatalogPayload>('catalog', REGENERATE_CATALOG_JOB, {});
  }

  /** Asks for catalog.json to be rebuilt soon (after products or stock changed). Never throws. */
  async requestRegeneration(): Promise<void> {
    try {
      await this.queueRegeneration();
    } catch (err) {
      this.logger.warn(`Could not request a catalogue regeneration: ${(err as Error).message}`);
    }
  }
}
