import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AdminProduct } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { ProductDto } from './dto/product.dto.js';
import { ProductsService } from './products.service.js';

@Controller('api/admin/products')
@UseGuards(AdminGuard)
@RequireRoles('store')
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

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
}
