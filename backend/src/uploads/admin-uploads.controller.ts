import { Controller, Post, UseGuards } from '@nestjs/common';
import type { UploadUrlResponse } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { ProductImages } from './product-images.js';

@Controller('api/admin/upload')
@UseGuards(AdminGuard)
@RequireRoles('store')
export class AdminUploadsController {
  constructor(private readonly images: ProductImages) {}

  @Post('product-image')
  productImage(): UploadUrlResponse {
    return { uploadURL: this.images.createUploadUrl() };
  }
}
