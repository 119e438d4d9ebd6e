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
import { DataSource } from 'typeorm';
import { buildCatalogFile } from './catalog-file.js';
import { Product } from './entities/product.entity.js';
/** How long a process serves its copy of catalog.json before asking the database again. */ const RECHECK_MS = 1000;
export class CatalogFileService {
    constructor(db){
        this.db = db;
    }
    /** Rebuilds the file from the active products. Regenerations run one at a time, so the last one written saw every change. */ async regenerate() {
        const info = await this.db.transaction(async (manager)=>{
            await manager.query(`SELECT pg_advisory_xact_lock(hashtext('robo:catalog-regenerate'))`);
            const products = await manager.find(Product, {
                where: {
                    isActive: true
                },
                order: {
                    name: 'ASC',
                    id: 'ASC'
                }
            });
            const file = buildCatalogFile(products, new Date());
            await manager.query(`INSERT INTO catalog_state (id, content, total_products, last_updated) VALUES (1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE
         SET content = EXCLUDED.content, total_products = EXCLUDED.total_products, last_updated = EXCLUDED.last_updated`, [
                JSON.stringify(file),
                products.length,
                file.lastUpdated
            ]);
            return {
                totalProducts: products.length,
                lastUpdated: file.lastUpdated
            };
        });
        if (this.cached) this.cached.checkedAt = 0;
        return info;
    }
    async info() {
        const [row] = await this.db.query('SELECT total_products, last_updated FROM catalog_state WHERE id = 1');
        return row ? {
            totalProducts: row.total_products,
            lastUpdated: row.last_updated.toISOString()
        } : {
            totalProducts: 0,
            lastUpdated: null
        };
    }
    async exists() {
        return (await this.db.query('SELECT 1 FROM catalog_state WHERE id = 1')).length > 0;
    }
    /** The catalogue as JSON text; generated on the spot if it never was. */ async json() {
        if (this.cached && Date.now() - this.cached.checkedAt < RECHECK_MS) return this.cached.body;
        this.loading ??= this.load().finally(()=>{
            this.loading = undefined;
        });
        return (await this.loading).body;
    }
    async load() {
        let row = await this.readIfChanged();
        if (!row) {
            await this.regenerate();
            row = await this.readIfChanged();
            if (!row) throw new Error('catalog_state is still empty after regeneration');
        }
        const body = row.content ?? this.cached.body;
        this.cached = {
            body,
            version: row.version,
            checkedAt: Date.now()
        };
        return this.cached;
    }
    /** One round trip: the version always, the content only when it differs from the cached one. */ async readIfChanged() {
        const [row] = await this.db.query(`SELECT last_updated::text AS version,
              CASE WHEN last_updated::text = $1 THEN NULL ELSE content::text END AS content
       FROM catalog_state WHERE id = 1`, [
            this.cached?.version ?? ''
        ]);
        return row;
    }
}
CatalogFileService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource
    ])
], CatalogFileService);

//# sourceMappingURL=catalog-file.service.js.map