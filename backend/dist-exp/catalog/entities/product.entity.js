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
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../common/columns.js';
export class Product {
}
_ts_decorate([
    PrimaryColumn({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "id", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "name", void 0);
_ts_decorate([
    Column({
        name: 'short_name',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Product.prototype, "shortName", void 0);
_ts_decorate([
    Column({
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "slug", void 0);
_ts_decorate([
    Column({
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "category", void 0);
_ts_decorate([
    Column({
        type: 'text',
        default: 'RoboLeague'
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "brand", void 0);
_ts_decorate([
    IntColumn(),
    _ts_metadata("design:type", Number)
], Product.prototype, "price", void 0);
_ts_decorate([
    IntColumn(),
    _ts_metadata("design:type", Number)
], Product.prototype, "mrp", void 0);
_ts_decorate([
    Column({
        name: 'tax_included',
        type: 'boolean',
        default: true
    }),
    _ts_metadata("design:type", Boolean)
], Product.prototype, "taxIncluded", void 0);
_ts_decorate([
    Column({
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "sku", void 0);
_ts_decorate([
    IntColumn({
        default: 0
    }),
    _ts_metadata("design:type", Number)
], Product.prototype, "inventory", void 0);
_ts_decorate([
    IntColumn({
        name: 'low_stock_threshold',
        default: 10
    }),
    _ts_metadata("design:type", Number)
], Product.prototype, "lowStockThreshold", void 0);
_ts_decorate([
    Column({
        type: 'text',
        array: true,
        default: ()=>"'{}'"
    }),
    _ts_metadata("design:type", Array)
], Product.prototype, "images", void 0);
_ts_decorate([
    Column({
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Product.prototype, "thumbnail", void 0);
_ts_decorate([
    Column({
        type: 'text',
        default: ''
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "summary", void 0);
_ts_decorate([
    Column({
        name: 'description_html',
        type: 'text',
        default: ''
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "descriptionHtml", void 0);
_ts_decorate([
    Column({
        type: 'text',
        array: true,
        default: ()=>"'{}'"
    }),
    _ts_metadata("design:type", Array)
], Product.prototype, "features", void 0);
_ts_decorate([
    Column({
        name: 'box_contents',
        type: 'text',
        array: true,
        default: ()=>"'{}'"
    }),
    _ts_metadata("design:type", Array)
], Product.prototype, "boxContents", void 0);
_ts_decorate([
    Column({
        type: 'jsonb',
        default: ()=>"'{}'"
    }),
    _ts_metadata("design:type", typeof Record === "undefined" ? Object : Record)
], Product.prototype, "specifications", void 0);
_ts_decorate([
    Column({
        name: 'age_range',
        type: 'text',
        default: ''
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "ageRange", void 0);
_ts_decorate([
    Column({
        type: 'text',
        default: ''
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "shipping", void 0);
_ts_decorate([
    Column({
        type: 'text',
        default: ''
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "warranty", void 0);
_ts_decorate([
    Column({
        name: 'return_policy',
        type: 'text',
        default: ''
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "returnPolicy", void 0);
_ts_decorate([
    Column({
        type: 'text',
        array: true,
        default: ()=>"'{}'"
    }),
    _ts_metadata("design:type", Array)
], Product.prototype, "tags", void 0);
_ts_decorate([
    Column({
        name: 'cta_label',
        type: 'text',
        default: 'Buy Now'
    }),
    _ts_metadata("design:type", String)
], Product.prototype, "ctaLabel", void 0);
_ts_decorate([
    Column({
        name: 'whatsapp_help_text',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Product.prototype, "whatsappHelpText", void 0);
_ts_decorate([
    Column({
        name: 'is_active',
        type: 'boolean',
        default: true
    }),
    _ts_metadata("design:type", Boolean)
], Product.prototype, "isActive", void 0);
_ts_decorate([
    CreatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Product.prototype, "createdAt", void 0);
_ts_decorate([
    UpdatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Product.prototype, "updatedAt", void 0);
Product = _ts_decorate([
    Entity('products')
], Product);

//# sourceMappingURL=product.entity.js.map