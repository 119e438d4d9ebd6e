import { Module } from '@nestjs/common';
import { Product } from './entities/product.entity.js';
import { CatalogState } from './entities/catalog-state.entity.js';
import { TypeOrmModule } from '@nestjs/typeorm';

@Module({
  imports: [TypeOrmModule.forFeature([Product, CatalogState])],
  controllers: [],
  providers: [],
  exports: [],
})
export class CatalogModule {}
