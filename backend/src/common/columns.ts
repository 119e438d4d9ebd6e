import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions } from 'typeorm';

/** An integer that is not money: counts, seats, sequence numbers. */
export const IntColumn = (options: ColumnOptions = {}) => Column({ type: 'integer', ...options });
/** An amount of money in paise (type the field `Paise`). */
export const PaiseColumn = (options: ColumnOptions = {}) => Column({ type: 'integer', ...options });
/** Whole rupees: only product price and MRP, as the catalogue shows them (type the field `Rupees`). */
export const RupeesColumn = (options: ColumnOptions = {}) => Column({ type: 'integer', ...options });

export const CreatedAt = () => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });
export const UpdatedAt = () => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });
