import { Module } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { AdminUploadsController } from './admin-uploads.controller.js';
import { LocalUploadStorage } from './local-upload-storage.js';
import { S3UploadStorage } from './s3-upload-storage.js';
import { UploadStorage } from './upload-storage.js';
import { UploadsController } from './uploads.controller.js';

/** Product image uploads: local disk behind signed URLs, or S3 presigned PUTs when S3_BUCKET is set. */
@Module({
  controllers: [AdminUploadsController, UploadsController],
  providers: [
    { provide: LocalUploadStorage, useFactory: (settings: Settings) => new LocalUploadStorage(settings), inject: [Settings] },
    {
      provide: UploadStorage,
      useFactory: (settings: Settings, local: LocalUploadStorage) => (settings.s3Bucket ? new S3UploadStorage(settings) : local),
      inject: [Settings, LocalUploadStorage],
    },
  ],
})
export class UploadsModule {}
