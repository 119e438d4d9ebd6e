import { Module } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { AdminUploadsController } from './admin-uploads.controller.js';
import { DiskImageStore } from './disk-image-store.js';
import { ImageStore } from './image-store.js';
import { ProductImages } from './product-images.js';
import { S3ImageStore } from './s3-image-store.js';
import { UploadsController } from './uploads.controller.js';

/** Product image uploads behind signed URLs, re-encoded, kept on local disk or in S3 when S3_BUCKET is set. */
@Module({
  controllers: [AdminUploadsController, UploadsController],
  providers: [
    {
      provide: ImageStore,
      useFactory: (settings: Settings) =>
        settings.s3Bucket ? new S3ImageStore(settings, settings.s3Bucket) : new DiskImageStore(settings),
      inject: [Settings],
    },
    {
      provide: ProductImages,
      useFactory: (settings: Settings, store: ImageStore) => new ProductImages(settings, store),
      inject: [Settings, ImageStore],
    },
  ],
})
export class UploadsModule {}
