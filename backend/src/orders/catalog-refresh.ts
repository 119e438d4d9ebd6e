import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue.js';

/**
 * Asks for a fresh catalog.json after stock changed. A failure to ask is logged, never thrown:
 * an order must not fail because the catalogue will be a few seconds late.
 */
@Injectable()
export class CatalogRefresh {
  private readonly logger = new Logger('Orders');

  constructor(private readonly jobs: JobQueue) {}

  async refresh(): Promise<void> {
    try {
      await this.jobs.add('catalog', 'regenerate', {});
    } catch (err) {
      this.logger.warn(`Could not request a catalogue regeneration: ${(err as Error).message}`);
    }
  }
}
