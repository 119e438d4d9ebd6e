import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AdminProduct } from '@robo/domain';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import { CatalogService } from './catalog.service.js';
import type { ProductDto } from './dto/product.dto.js';
import { Product } from './entities/product.entity.js';
import { toAdminProduct, toProductColumns } from './product.mapper.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

const DUPLICATE_MESSAGES: Record<string, string> = {
  products_pkey: 'A product with this ID already exists',
  products_slug_key: 'A product with this slug already exists',
  products_sku_key: 'A product with this SKU already exists',
};

/** A unique-key violation on products as a 409 that names the field, else the error itself. */
function duplicateOr(err: unknown): unknown {
  const driverError = err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : undefined;
  const message = driverError?.code === '23505' ? DUPLICATE_MESSAGES[driverError.constraint ?? ''] : undefined;
  return message ? conflict(message) : err;
}

/** Admin product management; every change is followed by a catalogue regeneration. */
@Injectable()
export class ProductsService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly catalog: CatalogService) {}

  async list(): Promise<AdminProduct[]> {
    const products = await this.db.getRepository(Product).find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return products.map(toAdminProduct);
  }

  async create(dto: ProductDto): Promise<AdminProduct> {
    await this.db.getRepository(Product).insert(toProductColumns(dto)).catch((err: unknown) => {
      throw duplicateOr(err);
    });
    return this.changed(dto.id);
  }

  async update(id: string, dto: ProductDto): Promise<AdminProduct> {
    if (dto.id !== id) throw invalid('The product ID cannot be changed');
    const result = await this.db.getRepository(Product).update({ id }, toProductColumns(dto)).catch((err: unknown) => {
      throw duplicateOr(err);
    });
    if (!result.affected) throw notFound(PRODUCT_NOT_FOUND);
    return this.changed(id);
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.getRepository(Product).delete({ id });
    if (!result.affected) throw notFound(PRODUCT_NOT_FOUND);
    await this.catalog.requestRegeneration();
  }

  private async changed(id: string): Promise<AdminProduct> {
    await this.catalog.requestRegeneration();
    return toAdminProduct(await this.db.getRepository(Product).findOneByOrFail({ id }));
  }
}
