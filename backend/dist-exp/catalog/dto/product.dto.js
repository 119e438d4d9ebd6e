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
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { DEFAULT_LOW_STOCK_THRESHOLD, MESSAGES, PRODUCT_CATEGORIES, isAssetUrl } from '@robo/domain';
import { Trim, TrimEach } from '../../common/trim.js';
/** An absolute http(s) URL or a root-relative path (local uploads), as the admin form allows. */ const IsAssetUrl = (message, each = false)=>ValidateBy({
        name: 'isAssetUrl',
        validator: {
            validate: (value)=>typeof value === 'string' && isAssetUrl(value)
        }
    }, {
        message,
        each
    });
/** Empty, or an asset URL. */ const IsOptionalAssetUrl = (message)=>ValidateBy({
        name: 'isOptionalAssetUrl',
        validator: {
            validate: (value)=>value === '' || typeof value === 'string' && isAssetUrl(value)
        }
    }, {
        message
    });
/**
 * Body of POST /api/admin/products and PUT /api/admin/products/{id}: the admin product in
 * camelCase with every rule and message of SPEC 5 (price and mrp are whole rupees).
 * Properties follow the form, so the first message is the first field at fault.
 */ export class ProductDto {
    constructor(){
        this.taxIncluded = true;
        this.inventory = 0;
        this.lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD;
        this.images = [];
        this.descriptionHtml = '';
        this.features = [];
        this.boxContents = [];
        this.tags = [];
        this.isActive = true;
    }
}
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.productIdRequired
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "id", void 0);
_ts_decorate([
    Trim(),
    MinLength(2, {
        message: MESSAGES.productNameMin
    }),
    MaxLength(255, {
        message: MESSAGES.productNameTooLong
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "name", void 0);
_ts_decorate([
    IsOptional(),
    Trim(),
    IsString({
        message: MESSAGES.shortNameTooLong
    }),
    MaxLength(100, {
        message: MESSAGES.shortNameTooLong
    }),
    _ts_metadata("design:type", Object)
], ProductDto.prototype, "shortName", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.slugRequired
    }),
    MaxLength(255, {
        message: MESSAGES.slugTooLong
    }),
    Matches(/^[a-z0-9-]*$/, {
        message: MESSAGES.slugInvalid
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "slug", void 0);
_ts_decorate([
    IsIn(PRODUCT_CATEGORIES, {
        message: MESSAGES.categoryRequired
    }),
    _ts_metadata("design:type", typeof ProductCategory === "undefined" ? Object : ProductCategory)
], ProductDto.prototype, "category", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.priceMin
    }),
    Min(1, {
        message: MESSAGES.priceMin
    }),
    _ts_metadata("design:type", Number)
], ProductDto.prototype, "price", void 0);
_ts_decorate([
    IsInt({
        message: MESSAGES.mrpMin
    }),
    Min(1, {
        message: MESSAGES.mrpMin
    }),
    _ts_metadata("design:type", Number)
], ProductDto.prototype, "mrp", void 0);
_ts_decorate([
    IsOptional(),
    IsBoolean(),
    _ts_metadata("design:type", Boolean)
], ProductDto.prototype, "taxIncluded", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.skuRequired
    }),
    MaxLength(50, {
        message: MESSAGES.skuTooLong
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "sku", void 0);
_ts_decorate([
    IsOptional(),
    IsInt({
        message: MESSAGES.inventoryMin
    }),
    Min(0, {
        message: MESSAGES.inventoryMin
    }),
    _ts_metadata("design:type", Number)
], ProductDto.prototype, "inventory", void 0);
_ts_decorate([
    IsOptional(),
    IsInt({
        message: MESSAGES.lowStockThresholdMin
    }),
    Min(0, {
        message: MESSAGES.lowStockThresholdMin
    }),
    _ts_metadata("design:type", Number)
], ProductDto.prototype, "lowStockThreshold", void 0);
_ts_decorate([
    IsOptional(),
    TrimEach(),
    IsArray({
        message: MESSAGES.imageUrlInvalid
    }),
    IsAssetUrl(MESSAGES.imageUrlInvalid, true),
    _ts_metadata("design:type", Array)
], ProductDto.prototype, "images", void 0);
_ts_decorate([
    IsOptional(),
    Trim(),
    IsOptionalAssetUrl(MESSAGES.thumbnailUrlInvalid),
    _ts_metadata("design:type", Object)
], ProductDto.prototype, "thumbnail", void 0);
_ts_decorate([
    Trim(),
    MinLength(10, {
        message: MESSAGES.summaryMin
    }),
    MaxLength(500, {
        message: MESSAGES.summaryTooLong
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "summary", void 0);
_ts_decorate([
    IsOptional(),
    IsString(),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "descriptionHtml", void 0);
_ts_decorate([
    IsOptional(),
    TrimEach(),
    IsArray({
        message: MESSAGES.featureEmpty
    }),
    Length(1, undefined, {
        each: true,
        message: MESSAGES.featureEmpty
    }),
    _ts_metadata("design:type", Array)
], ProductDto.prototype, "features", void 0);
_ts_decorate([
    IsOptional(),
    TrimEach(),
    IsArray({
        message: MESSAGES.boxContentEmpty
    }),
    Length(1, undefined, {
        each: true,
        message: MESSAGES.boxContentEmpty
    }),
    _ts_metadata("design:type", Array)
], ProductDto.prototype, "boxContents", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.ageRangeRequired
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "ageRange", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.shippingRequired
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "shipping", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.warrantyRequired
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "warranty", void 0);
_ts_decorate([
    Trim(),
    Length(1, undefined, {
        message: MESSAGES.returnPolicyRequired
    }),
    _ts_metadata("design:type", String)
], ProductDto.prototype, "returnPolicy", void 0);
_ts_decorate([
    IsOptional(),
    TrimEach(),
    IsArray(),
    IsString({
        each: true
    }),
    _ts_metadata("design:type", Array)
], ProductDto.prototype, "tags", void 0);
_ts_decorate([
    IsOptional(),
    Trim(),
    IsString(),
    _ts_metadata("design:type", Object)
], ProductDto.prototype, "ctaLabel", void 0);
_ts_decorate([
    IsOptional(),
    Trim(),
    IsString(),
    _ts_metadata("design:type", Object)
], ProductDto.prototype, "whatsappHelpText", void 0);
_ts_decorate([
    IsOptional(),
    IsBoolean(),
    _ts_metadata("design:type", Boolean)
], ProductDto.prototype, "isActive", void 0);

//# sourceMappingURL=product.dto.js.map