import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions } from 'typeorm';

/** An integer amount of money in paise (or, for product price/mrp, whole rupees). */
export const IntColumn = (options: ColumnOptions = {}) => Column({ type: 'integer', ...options });

export const CreatedAt = () => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });
export const UpdatedAt = () => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });
