import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * QR images moved behind signed URLs (backend/src/common/qr-image-url.ts). Bookings whose QR was
 * rendered at the old guessable path forget it; the follow-ups job renders it again, signed.
 */
export class SignedQrUrls1764700000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE registrations SET qr_code_url = NULL, simple_qr_code_url = NULL
                   WHERE simple_qr_code_url IS NOT NULL AND simple_qr_code_url NOT LIKE '%?sig=%'`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the signed URLs work for the old code too.
  }
}
