import { Controller, Post, UseGuards } from '@nestjs/common';
import type { UploadUrlResponse } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { UploadStorage } from './upload-storage.js';

@Controller('api/admin/upload')
@UseGuards(AdminGuard)
@RequireRoles('store')
export class AdminUploadsController {
  constructor(private readonly storage: UploadStorage) {}

  @Post('product-image')
  async productImage(): Promise<UploadUrlResponse> {
    return { uploadURL: await this.storage.createProductImageUrl() };
  }
}
