import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time codes are no longer stored in `messages` (backend/src/messages/message-secrets.ts):
 * the code messages written before lose theirs, in the params and in what was rendered, so the
 * admin shows `••••••`. Those not yet sent fail (the parent asks for a new code) rather than
 * sending the mask.
 */
export class AccessCodesOutOfMessages1795781811355 implements MigrationInterface {
  name = 'AccessCodesOutOfMessages1795781811355';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE messages SET
        subject = replace(subject, params->>'code', '••••••'),
        body_text = replace(body_text, params->>'code', '••••••'),
        body_html = replace(body_html, params->>'code', '••••••'),
        payload = replace(payload::text, params->>'code', '••••••')::jsonb,
        params = jsonb_set(params, '{code}', '"••••••"'),
        state = CASE WHEN state = 'queued' THEN 'failed' ELSE state END,
        last_error = CASE WHEN state = 'queued' THEN 'Not sent: codes are no longer stored; a new one can be asked for' ELSE last_error END
      WHERE template = 'access_code' AND params->>'code' IS NOT NULL AND params->>'code' <> '••••••'`);
  }

  async down(): Promise<void> {
    // The codes are gone; they had expired minutes after they were sent anyway.
  }
}
