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
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
import { Injectable } from '@nestjs/common';
import { notFound } from './domain-error.js';
export class IdParamPipe {
    constructor(notFoundMessage){
        this.notFoundMessage = notFoundMessage;
    }
    transform(raw) {
        if (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) return Number(raw);
        throw notFound(this.notFoundMessage);
    }
}
IdParamPipe = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ])
], IdParamPipe);

//# sourceMappingURL=id-param.pipe.js.map