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
import { Injectable } from '@nestjs/common';
export class StockService {
    async reserve(manager, productId, qty) {
        // A CTE so the driver hands back the RETURNING rows of the UPDATE.
        const rows = await manager.query(`WITH taken AS (
         UPDATE products SET inventory = inventory - $2, updated_at = now()
         WHERE id = $1 AND is_active AND inventory >= $2
         RETURNING id, name, sku, price, inventory)
       SELECT * FROM taken`, [
            productId,
            qty
        ]);
        if (rows.length > 0) return {
            ok: true,
            product: rows[0]
        };
        // Only on refusal: tell "no such product" from "not enough left" for the error message.
        const [current] = await manager.query('SELECT inventory FROM products WHERE id = $1 AND is_active', [
            productId
        ]);
        return current ? {
            ok: false,
            reason: 'insufficient',
            available: current.inventory
        } : {
            ok: false,
            reason: 'not-found',
            available: 0
        };
    }
    /** Puts `qty` units back (an expired, failed or refunded order); inactive products get them back too. */ async release(manager, productId, qty) {
        await manager.query('UPDATE products SET inventory = inventory + $2, updated_at = now() WHERE id = $1', [
            productId,
            qty
        ]);
    }
}
StockService = _ts_decorate([
    Injectable()
], StockService);

//# sourceMappingURL=stock.service.js.map