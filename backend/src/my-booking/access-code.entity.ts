import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One "find my booking" code (README.md); written with SQL by `AccessCodes`. */
@Entity('access_codes')
export class AccessCode {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'contact_kind', type: 'text' }) contactKind: 'phone' | 'email';
  /** E.164 phone or lower-case e-mail. */
  @Column({ type: 'text' }) contact: string;
  /** HMAC of the code: a database read does not reveal live codes. */
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ name: 'tries_left', type: 'integer' }) triesLeft: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
