import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';
/** An integer amount of money in paise (or, for product price/mrp, whole rupees). */ export const IntColumn = (options = {})=>Column({
        type: 'integer',
        ...options
    });
export const CreatedAt = ()=>CreateDateColumn({
        name: 'created_at',
        type: 'timestamptz'
    });
export const UpdatedAt = ()=>UpdateDateColumn({
        name: 'updated_at',
        type: 'timestamptz'
    });

//# sourceMappingURL=columns.js.map