import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_TTL_SECONDS } from './upload-signature.js';
import { PRODUCT_IMAGES_PREFIX, UploadStorage } from './upload-storage.js';
/**
 * S3 or an S3-compatible store (S3_ENDPOINT, path-style) behind presigned PUT URLs.
 * The bucket must serve `products/*` publicly for the stored URLs to show.
 */ export class S3UploadStorage extends UploadStorage {
    constructor(settings){
        super(), this.settings = settings;
        const { s3AccessKeyId: accessKeyId, s3SecretAccessKey: secretAccessKey } = settings;
        this.client = new S3Client({
            region: settings.s3Region ?? 'us-east-1',
            endpoint: settings.s3Endpoint,
            forcePathStyle: Boolean(settings.s3Endpoint),
            credentials: accessKeyId && secretAccessKey ? {
                accessKeyId,
                secretAccessKey
            } : undefined,
            // Otherwise the URL carries a checksum of an empty body and every real upload fails.
            requestChecksumCalculation: 'WHEN_REQUIRED'
        });
    }
    createProductImageUrl() {
        const command = new PutObjectCommand({
            Bucket: this.settings.s3Bucket,
            Key: `${PRODUCT_IMAGES_PREFIX}/${randomUUID()}`
        });
        return getSignedUrl(this.client, command, {
            expiresIn: UPLOAD_URL_TTL_SECONDS
        });
    }
}

//# sourceMappingURL=s3-upload-storage.js.map