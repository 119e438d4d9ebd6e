import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CatalogFile } from '@robo/domain';

/** The one generated catalog.json (row id 1), shared by every web process. */
@Entity('catalog_state')
export class CatalogState {
  @PrimaryColumn({ type: 'integer' }) id: number;
  @Column({ type: 'jsonb' }) content: CatalogFile;
  @Column({ name: 'total_products', type: 'integer' }) totalProducts: number;
  @Column({ name: 'last_updated', type: 'timestamptz' }) lastUpdated: Date;
}
