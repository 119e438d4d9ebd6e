import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AdminProduct, ProductStock } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdempotencyKey } from '../common/idempotent-requests.js';
import { ProductDto } from './dto/product.dto.js';
import { ProductsService } from './products.service.js';
import { StockAdjustDto } from './dto/stock-adjust.dto.js';
import { StockAdjustments } from './stock-adjustments.js';

@Controller('api/admin/products')
@UseGuards(AdminGuard)
@RequireRoles('store')
export class AdminProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly stock: StockAdjustments,
  ) {}

  @Get()
  list(): Promise<AdminProduct[]> {
    return this.products.list();
  }

  @Post()
  create(@CurrentStaff() actor: Actor, @Body() body: ProductDto): Promise<AdminProduct> {
    return this.products.create(actor, body);
  }

  @Put(':id')
  update(@CurrentStaff() actor: Actor, @Param('id') id: string, @Body() body: ProductDto): Promise<AdminProduct> {
    return this.products.update(actor, id, body);
  }

  @Delete(':id')
  async remove(@CurrentStaff() actor: Actor, @Param('id') id: string): Promise<{ success: true }> {
    await this.products.remove(actor, id);
    return { success: true };
  }

  /** On hand, held by checkouts, available, and the stock history, newest first. */
  @Get(':id/stock')
  stockHistory(@Param('id') id: string): Promise<ProductStock> {
    return this.stock.history(id);
  }

  /** A stock adjustment with its reason (received, damaged, count_correction, returned). */
  @Post(':id/stock')
  @HttpCode(200)
  adjustStock(
    @CurrentStaff() actor: Actor,
    @Param('id') id: string,
    @Body() body: StockAdjustDto,
    @IdempotencyKey() key: string,
  ): Promise<ProductStock> {
    return this.stock.adjust(id, body, actor, key);
  }
}
