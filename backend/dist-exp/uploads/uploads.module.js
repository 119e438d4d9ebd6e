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
import { Module } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { AdminUploadsController } from './admin-uploads.controller.js';
import { LocalUploadStorage } from './local-upload-storage.js';
import { S3UploadStorage } from './s3-upload-storage.js';
import { UploadStorage } from './upload-storage.js';
import { UploadsController } from './uploads.controller.js';
export class UploadsModule {
}
UploadsModule = _ts_decorate([
    Module({
        controllers: [
            AdminUploadsController,
            UploadsController
        ],
        providers: [
            {
                provide: LocalUploadStorage,
                useFactory: (settings)=>new LocalUploadStorage(settings),
                inject: [
                    Settings
                ]
            },
            {
                provide: UploadStorage,
                useFactory: (settings, local)=>settings.s3Bucket ? new S3UploadStorage(settings) : local,
                inject: [
                    Settings,
                    LocalUploadStorage
                ]
            }
        ]
    })
], UploadsModule);

//# sourceMappingURL=uploads.module.js.map