import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoreModule } from './core.module.js';
import { dataSourceOptions } from './database/database-runtime.js';
import { HealthModule } from './health/health.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import type { Runtime } from './runtime.js';

/** Feature modules; web and worker processes load the same list. */
const FEATURE_MODULES = [
  HealthModule,
  PaymentsModule,
];

@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(runtime),
        TypeOrmModule.forRoot(dataSourceOptions(runtime.database.url)),
        ...FEATURE_MODULES,
      ],
    };
  }
}
