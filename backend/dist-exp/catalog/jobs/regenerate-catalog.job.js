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
import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { CatalogFileService } from '../catalog-file.service.js';
export const REGENERATE_CATALOG_JOB = 'regenerate';
export class RegenerateCatalogJob {
    constructor(jobs, file){
        this.jobs = jobs;
        this.file = file;
    }
    onModuleInit() {
        this.jobs.register('catalog', REGENERATE_CATALOG_JOB, async ()=>{
            await this.file.regenerate();
        });
    }
}
RegenerateCatalogJob = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof CatalogFileService === "undefined" ? Object : CatalogFileService
    ])
], RegenerateCatalogJob);

//# sourceMappingURL=regenerate-catalog.job.js.map