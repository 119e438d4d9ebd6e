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
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../common/columns.js';
export class User {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], User.prototype, "id", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], User.prototype, "email", void 0);
_ts_decorate([
    Column({
        name: 'first_name',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], User.prototype, "firstName", void 0);
_ts_decorate([
    Column({
        name: 'last_name',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], User.prototype, "lastName", void 0);
_ts_decorate([
    Column({
        name: 'profile_image_url',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], User.prototype, "profileImageUrl", void 0);
_ts_decorate([
    Column({
        name: 'password_hash',
        type: 'text',
        nullable: true,
        select: false
    }),
    _ts_metadata("design:type", Object)
], User.prototype, "passwordHash", void 0);
_ts_decorate([
    CreatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], User.prototype, "createdAt", void 0);
_ts_decorate([
    UpdatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], User.prototype, "updatedAt", void 0);
User = _ts_decorate([
    Entity('users')
], User);

//# sourceMappingURL=user.entity.js.map