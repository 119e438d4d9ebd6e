import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { actorName, type Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Outbox } from '../outbox/outbox.js';
import { CatalogFileService } from './catalog-file.service.js';
import { CATALOG_FILE_KEY, REGENERATE_CATALOG } from './jobs/regenerate-catalog.job.js';

/** What other modules may ask of the catalogue. */
@Injectable()
export class CatalogService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Catalog');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly file: CatalogFileService,
    private readonly audit: AuditLog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(await this.file.exists())) await this.requestRegeneration();
  }

  /** A staff member's 'Sync Catalog': audited with the outbox item that rebuilds the file, in one transaction. */
  async sync(actor: Actor): Promise<void> {
    await this.db.transaction(async (manager) => {
      await this.audit.record(manager, { actor, action: 'catalog.sync', target: { type: 'catalog', id: null } });
      await this.queueRegeneration(`sync by ${actorName(actor)}`, manager);
    });
  }

  /** Records a rebuild of catalog.json in the outbox (run until done); fails when the database cannot take it. */
  queueRegeneration(cause = 'products or stock changed', manager: EntityManager = this.db.manager): Promise<void> {
    return this.outbox.rerun(manager, { kind: REGENERATE_CATALOG, key: CATALOG_FILE_KEY, payload: {}, cause });
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
