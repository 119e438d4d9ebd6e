import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type {
  EditionReminder,
  EditionSeller,
  EditionStatus,
  EditionTranslations,
  FaqEntry,
  GradeGroup,
  Paise,
  TimelineEntry,
} from '@robo/domain';
import { CreatedAt, IntColumn, PaiseColumn, UpdatedAt } from '../../common/columns.js';

/** A season of workshops (migration 1795795144538-editions). */
@Entity('editions')
export class Edition {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', unique: true }) slug: string;
  @Column({ type: 'text', default: 'draft' }) status: EditionStatus;
  @Column({ name: 'sales_open_at', type: 'timestamptz', nullable: true }) salesOpenAt: Date | null;
  @Column({ name: 'sales_close_at', type: 'timestamptz', nullable: true }) salesCloseAt: Date | null;
  @PaiseColumn({ name: 'ticket_price' }) ticketPrice: Paise;
  @PaiseColumn({ name: 'regular_price' }) regularPrice: Paise;
  @Column({ name: 'kit_prices', type: 'jsonb' }) kitPrices: Record<GradeGroup, Paise>;
  @IntColumn({ name: 'early_bird_places', nullable: true }) earlyBirdPlaces: number | null;
  @Column({ name: 'early_bird_ends_at', type: 'timestamptz', nullable: true }) earlyBirdEndsAt: Date | null;
  @Column({ type: 'jsonb', nullable: true }) seller: EditionSeller | null;
  @Column({ type: 'text', default: '' }) headline: string;
  @Column({ type: 'text', default: '' }) about: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) timeline: TimelineEntry[];
  @Column({ type: 'jsonb', default: () => "'[]'" }) faq: FaqEntry[];
  /** Migration 1795797881938-workshop-reminders (backend/src/reminders/README.md). */
  @Column({ type: 'jsonb', default: () => `'[{"hoursBefore": 48}, {"dayOfAt": "07:00"}]'` })
  reminders: EditionReminder[];
  @Column({ name: 'what_to_bring', type: 'text', default: '' }) whatToBring: string;
  /** Migration 1795806897845-edition-theme-and-translations. */
  @Column({ name: 'theme_title', type: 'text', default: '' }) themeTitle: string;
  @Column({ name: 'theme_text', type: 'text', default: '' }) themeText: string;
  /** The landing content in Hindi and Marathi (libs/domain editions.ts, editionContentIn). */
  @Column({ type: 'jsonb', default: () => "'{}'" }) translations: EditionTranslations;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
