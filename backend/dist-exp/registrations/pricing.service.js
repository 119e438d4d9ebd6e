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
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BASE_TICKET_PAISE, KIT_PRICES_PAISE, REGULAR_TICKET_PAISE } from '@robo/domain';
import { Settings } from '../config/settings.js';
/** Takes one early-bird place if any is left ($1 = EARLY_BIRD_LIMIT); returns a row when it did. */ export const TAKE_EARLY_BIRD_PLACE = `UPDATE counters SET value = value + 1 WHERE key = 'early_bird' AND value < $1 RETURNING value`;
export class PricingService {
    constructor(db, settings){
        this.db = db;
        this.settings = settings;
    }
    async info() {
        const [counter] = await this.db.query(`SELECT value FROM counters WHERE key = 'early_bird'`);
        const limit = this.settings.earlyBirdLimit;
        const remaining = Math.max(0, limit - (counter?.value ?? 0));
        return {
            tier: remaining > 0 ? 'early-bird' : 'regular',
            earlyBirdLimit: limit,
            earlyBirdRemaining: remaining,
            basePrice: BASE_TICKET_PAISE,
            regularPrice: REGULAR_TICKET_PAISE,
            kitPrices: {
                ...KIT_PRICES_PAISE
            }
        };
    }
    /** Takes an early-bird place if one is left; false once they are gone. */ async takePlace(manager) {
        const taken = await manager.query(`WITH taken AS (${TAKE_EARLY_BIRD_PLACE}) SELECT * FROM taken`, [
            this.settings.earlyBirdLimit
        ]);
        return taken.length > 0;
    }
    async releasePlace(manager) {
        await manager.query(`UPDATE counters SET value = value - 1 WHERE key = 'early_bird' AND value > 0`);
    }
}
PricingService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Settings === "undefined" ? Object : Settings
    ])
], PricingService);

//# sourceMappingURL=pricing.service.js.map