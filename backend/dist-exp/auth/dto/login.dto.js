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
import { Length } from 'class-validator';
import { MESSAGES } from '@robo/domain';
/** POST /api/admin/login */ export class AdminLoginDto {
}
_ts_decorate([
    Length(1, undefined, {
        message: MESSAGES.passwordRequired
    }),
    _ts_metadata("design:type", String)
], AdminLoginDto.prototype, "password", void 0);

//# sourceMappingURL=login.dto.js.map