import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AdminProduct } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { ProductDto } from './dto/product.dto.js';
import { ProductsService } from './products.service.js';

@Controller('api/admin/products')
@UseGuards(AdminGuard)
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  list(): Promise<AdminProduct[]> {
    return this.products.list();
  }

  @Post()
  create(@Body() body: ProductDto): Promise<AdminProduct> {
    return this.products.create(body);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: ProductDto): Promise<AdminProduct> {
    return this.products.update(id, body);
  }

  @Delete(':id')
  async remove(@Param('id') id: string): Promise<{ success: true }> {
    await this.products.remove(id);
    return { success: true };
  }
}
