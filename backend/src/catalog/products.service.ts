import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { AdminProduct } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { catalogError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { StockService } from './stock.service.js';
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
  const driverError =
    err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : undefined;
  const message = driverError?.code === '23505' ? DUPLICATE_MESSAGES[driverError.constraint ?? ''] : undefined;
  return message ? catalogError.PRODUCT_DUPLICATE(message) : err;
}

/** Admin product management; every change is audited and followed by a catalogue regeneration. */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLog,
    private readonly stock: StockService,
  ) {}

  async list(): Promise<AdminProduct[]> {
    const products = await this.db.getRepository(Product).find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return products.map(toAdminProduct);
  }

  async create(actor: Actor, dto: ProductDto): Promise<AdminProduct> {
    return this.write(actor, 'product.create', dto.id, async (manager) => {
      const { inventory, ...columns } = await toProductColumns(dto);
      await manager
        .getRepository(Product)
        .insert({ ...columns, inventory: 0 })
        .catch((err: unknown) => {
          throw duplicateOr(err);
        });
      await this.formStock(manager, dto.id, inventory, 0, actor);
    });
  }

  async update(actor: Actor, id: string, dto: ProductDto): Promise<AdminProduct> {
    if (dto.id !== id) throw catalogError.PRODUCT_ID_FIXED('The product ID cannot be changed');
    return this.write(actor, 'product.update', id, async (manager, before) => {
      if (!before) throw catalogError.PRODUCT_NOT_FOUND(PRODUCT_NOT_FOUND);
      const { inventory, ...columns } = await toProductColumns(dto);
      await manager
        .getRepository(Product)
        .update({ id }, columns)
        .catch((err: unknown) => {
          throw duplicateOr(err);
        });
      if (dto.inventory !== undefined) await this.formStock(manager, id, inventory, before.inventory, actor);
    });
  }

  /** The form's inventory field as a stock history line (the row is locked by `write`, so `before` is current). */
  private async formStock(manager: EntityManager, id: string, inventory: number, before: number, actor: Actor) {
    if (inventory !== before)
      await this.stock.adjust(manager, id, inventory - before, { reason: 'product_form', actor });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.write(actor, 'product.delete', id, async (manager, before) => {
      if (!before) throw catalogError.PRODUCT_NOT_FOUND(PRODUCT_NOT_FOUND);
      await manager.getRepository(Product).delete({ id });
    });
  }

  /**
   * One audited product write: reads the product (locked) before `change` and after it in the
   * same transaction, records both, then asks for the catalogue to be regenerated.
   */
  private async write(
    actor: Actor,
    action: string,
    id: string,
    change: (manager: EntityManager, before: AdminProduct | null) => Promise<void>,
  ): Promise<AdminProduct> {
    const result = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(Product);
      const read = async (lock: boolean) => {
        const product = await repository.findOne({
          where: { id },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        });
        return product ? toAdminProduct(product) : null;
      };
      const before = await read(true);
      await change(manager, before);
      const after = await read(false);
      await this.audit.record(manager, { actor, action, target: { type: 'product', id }, before, after });
      const result = after ?? before;
      if (!result) throw catalogError.PRODUCT_NOT_FOUND(PRODUCT_NOT_FOUND);
      return result;
    });
    await this.catalog.requestRegeneration();
    return result;
  }
}
