import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Settings } from './config/settings.js';
import { JobQueue } from './jobs/job-queue.js';
import type { Runtime } from './runtime.js';

/** Process-wide singletons every module may inject: Settings and the JobQueue. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: Settings, useValue: runtime.settings },
        { provide: JobQueue, useValue: runtime.jobs },
      ],
      exports: [Settings, JobQueue],
    };
  }
}
