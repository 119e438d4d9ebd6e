import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { CatalogInfo } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { CatalogFileService } from './catalog-file.service.js';
import { CatalogService } from './catalog.service.js';

@Controller('api/admin/catalog')
@UseGuards(AdminGuard)
@RequireRoles('store')
export class AdminCatalogController {
  constructor(
    private readonly file: CatalogFileService,
    private readonly catalog: CatalogService,
  ) {}

  @Get('info')
  info(): Promise<CatalogInfo> {
    return this.file.info();
  }

  /** 'Sync Catalog': queues a regeneration (the catalogue job, design §6). */
  @Post('sync')
  @HttpCode(202)
  async sync(@CurrentStaff() actor: Actor): Promise<{ queued: true }> {
    await this.catalog.sync(actor);
    return { queued: true };
  }
}
