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
import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue.js';
export class CatalogRefresh {
    constructor(jobs){
        this.jobs = jobs;
        this.logger = new Logger('Orders');
    }
    async refresh() {
        try {
            await this.jobs.add('catalog', 'regenerate', {});
        } catch (err) {
            this.logger.warn(`Could not request a catalogue regeneration: ${err.message}`);
        }
    }
}
CatalogRefresh = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof JobQueue === "undefined" ? Object : JobQueue
    ])
], CatalogRefresh);

//# sourceMappingURL=catalog-refresh.js.map