import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxState = 'pending' | 'done';

/** One piece of work that must happen (see README.md); written with SQL by `Outbox`. */
@Entity('outbox_items')
export class OutboxItem {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'text' }) kind: string;
  @Column({ type: 'text' }) key: string;
  @Column({ type: 'jsonb', default: {} }) payload: unknown;
  @Column({ type: 'text' }) cause: string;
  @Column({ type: 'text', default: 'pending' }) state: OutboxState;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ type: 'integer', default: 1 }) generation: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' }) nextAttemptAt: Date;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true }) doneAt: Date | null;
}
