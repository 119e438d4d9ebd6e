import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Written by the session store (connect-pg-simple); mapped here so the model is complete. */
@Entity('sessions')
export class SessionRow {
  @PrimaryColumn({ type: 'varchar' }) sid: string;
  @Column({ type: 'json' }) sess: Record<string, unknown>;
  @Column({ type: 'timestamp', precision: 6 }) expire: Date;
}
