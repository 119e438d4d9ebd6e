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
import { DataSource } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';
import { CatalogFileService } from './catalog-file.service.js';
import { Product } from './entities/product.entity.js';
import { REGENERATE_CATALOG_JOB } from './jobs/regenerate-catalog.job.js';
export class CatalogService {
    constructor(db, jobs, file){
        this.db = db;
        this.jobs = jobs;
        this.file = file;
        this.logger = new Logger('Catalog');
    }
    async onApplicationBootstrap() {
        if (!await this.file.exists()) await this.requestRegeneration();
    }
    /** An active product by its id or its slug. */ findActiveProduct(idOrSlug) {
        return this.db.getRepository(Product).findOne({
            where: [
                {
                    id: idOrSlug,
                    isActive: true
                },
                {
                    slug: idOrSlug,
                    isActive: true
                }
            ]
        });
    }
    /** Queues a rebuild of catalog.json; fails when the queue cannot take it. */ queueRegeneration() {
        return this.jobs.add('catalog', REGENERATE_CATALOG_JOB, {});
    }
    /** Asks for catalog.json to be rebuilt soon (after products or stock changed). Never throws. */ async requestRegeneration() {
        try {
            await this.queueRegeneration();
        } catch (err) {
            this.logger.warn(`Could not request a catalogue regeneration: ${err.message}`);
        }
    }
}
CatalogService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof CatalogFileService === "undefined" ? Object : CatalogFileService
    ])
], CatalogService);

//# sourceMappingURL=catalog.service.js.map