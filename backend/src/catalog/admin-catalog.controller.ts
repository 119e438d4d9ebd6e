import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { CatalogInfo } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { CatalogFileService } from './catalog-file.service.js';
import { CatalogService } from './catalog.service.js';

@Controller('api/admin/catalog')
@UseGuards(AdminGuard)
export class AdminCatalogController {
  constructor(private readonly file: CatalogFileService, private readonly catalog: CatalogService) {}

  @Get('info')
  info(): Promise<CatalogInfo> {
    return this.file.info();
  }

  /** 'Sync Catalog': queues a regeneration (the catalogue job, DESIGN.md 6). */
  @Post('sync')
  @HttpCode(202)
  async sync(): Promise<{ queued: true }> {
    await this.catalog.queueRegeneration();
    return { queued: true };
  }
}
