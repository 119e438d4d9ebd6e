import { Global, Module, type DynamicModule } from '@nestjs/common';
import { FastReads } from './common/fast-reads.js';
import { Limits } from './common/limits/limits.js';
import { Settings } from './config/settings.js';
import { JobQueue } from './jobs/job-queue.js';
import type { Runtime } from './runtime.js';

/** Process-wide singletons every module may inject: Settings, the JobQueue, the shared Limits and the fast reads. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: Settings, useValue: runtime.settings },
        { provide: JobQueue, useValue: runtime.jobs },
        { provide: Limits, useValue: runtime.limits },
        FastReads,
      ],
      exports: [Settings, JobQueue, Limits, FastReads],
    };
  }
}
