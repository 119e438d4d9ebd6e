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
import { Global, Module } from '@nestjs/common';
import { Settings } from './config/settings.js';
import { JobQueue } from './jobs/job-queue.js';
export class CoreModule {
    static forRoot(runtime) {
        return {
            module: CoreModule,
            providers: [
                {
                    provide: Settings,
                    useValue: runtime.settings
                },
                {
                    provide: JobQueue,
                    useValue: runtime.jobs
                }
            ],
            exports: [
                Settings,
                JobQueue
            ]
        };
    }
}
CoreModule = _ts_decorate([
    Global(),
    Module({})
], CoreModule);

//# sourceMappingURL=core.module.js.map