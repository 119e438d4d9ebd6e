function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { StockService } from '../catalog/stock.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
const SWEEP_BATCH = 200;
export class OrderHoldsService {
    constructor(db, stock, catalog){
        this.db = db;
        this.stock = stock;
        this.catalog = catalog;
        this.logger = new Logger('OrderHolds');
    }
    /** Expires one order if it is still unpaid and its hold has run out (the delayed job). */ expire(orderId) {
        return this.release('order_id = $1 AND hold_expires_at <= now()', [
            orderId
        ]);
    }
    /** Expires every overdue unpaid order (the repeatable sweep; covers lost delayed jobs). */ expireOverdue() {
        return this.release(`id IN (SELECT id FROM orders WHERE payment_status = 'pending' AND hold_expires_at <= now()
              ORDER BY hold_expires_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`, []);
    }
    /** Cancels an order whose payment cannot start (gateway unreachable), whatever its hold. */ cancel(orderId) {
        return this.release('order_id = $1', [
            orderId
        ]);
    }
    async release(condition, params) {
        const released = await this.db.transaction(async (manager)=>{
            // A CTE so the driver hands back the RETURNING rows of the UPDATE.
            const rows = await manager.query(`WITH released AS (
           UPDATE orders SET payment_status = 'failed', order_status = 'cancelled', holds_stock = false, updated_at = now()
           WHERE payment_status = 'pending' AND holds_stock AND ${condition}
           RETURNING product_id, quantity)
         SELECT product_id, quantity FROM released`, params);
            for (const row of rows)await this.stock.release(manager, row.product_id, row.quantity);
            return rows.length;
        });
        if (released > 0) {
            this.logger.log(`Released the stock of ${released} unpaid order(s)`);
            await this.catalog.requestRegeneration();
        }
        return released;
    }
}
OrderHoldsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof StockService === "undefined" ? Object : StockService,
        typeof CatalogService === "undefined" ? Object : CatalogService
    ])
], OrderHoldsService);

//# sourceMappingURL=order-holds.service.js.map