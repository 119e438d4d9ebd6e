import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import {
  DEFAULT_HSN_CODE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  HSN_RE,
  MESSAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_ID_INVALID,
  isAssetUrl,
  type ProductCategory,
  type Rupees,
} from '@robo/domain';
import { IsClientId } from '../../common/max-text.js';
import { Trim, TrimEach } from '../../common/trim.js';

/** An absolute http(s) URL or a root-relative path (local uploads), as the admin form allows. */
const IsAssetUrl = (message: string, each = false) =>
  ValidateBy(
    { name: 'isAssetUrl', validator: { validate: (value) => typeof value === 'string' && isAssetUrl(value) } },
    { message, each },
  );

/** Empty, or an asset URL. */
const IsOptionalAssetUrl = (message: string) =>
  ValidateBy(
    {
      name: 'isOptionalAssetUrl',
      validator: { validate: (value) => value === '' || (typeof value === 'string' && isAssetUrl(value)) },
    },
    { message },
  );

/**
 * Body of POST /api/admin/products and PUT /api/admin/products/{id}: the admin product in
 * camelCase with every rule and message of spec §5 (price and mrp are whole rupees).
 * Properties follow the form, so the first message is the first field at fault.
 */
export class ProductDto {
  @Trim()
  @IsClientId(PRODUCT_ID_INVALID)
  @Length(1, undefined, { message: MESSAGES.productIdRequired })
  id: string;

  @Trim()
  @MinLength(2, { message: MESSAGES.productNameMin })
  @MaxLength(255, { message: MESSAGES.productNameTooLong })
  name: string;

  @IsOptional()
  @Trim()
  @IsString({ message: MESSAGES.shortNameTooLong })
  @MaxLength(100, { message: MESSAGES.shortNameTooLong })
  shortName?: string | null;

  @Trim()
  @Length(1, undefined, { message: MESSAGES.slugRequired })
  @MaxLength(255, { message: MESSAGES.slugTooLong })
  // `*` not `+`: an empty slug gets only the "required" message.
  @Matches(/^[a-z0-9-]*$/, { message: MESSAGES.slugInvalid })
  slug: string;

  @IsIn(PRODUCT_CATEGORIES, { message: MESSAGES.categoryRequired })
  category: ProductCategory;

  @IsInt({ message: MESSAGES.priceMin })
  @Min(1, { message: MESSAGES.priceMin })
  price: Rupees;

  @IsInt({ message: MESSAGES.mrpMin })
  @Min(1, { message: MESSAGES.mrpMin })
  mrp: Rupees;

  @IsOptional()
  @IsBoolean()
  taxIncluded: boolean = true;

  @IsOptional()
  @Trim()
  @Matches(HSN_RE, { message: MESSAGES.hsnInvalid })
  hsnCode: string = DEFAULT_HSN_CODE;

  @Trim()
  @Length(1, undefined, { message: MESSAGES.skuRequired })
  @MaxLength(50, { message: MESSAGES.skuTooLong })
  sku: string;

  /** Starting stock of a new product; on an edit, left out to leave the stock as it is (adjust it instead). */
  @IsOptional()
  @IsInt({ message: MESSAGES.inventoryMin })
  @Min(0, { message: MESSAGES.inventoryMin })
  inventory?: number;

  @IsOptional()
  @IsInt({ message: MESSAGES.lowStockThresholdMin })
  @Min(0, { message: MESSAGES.lowStockThresholdMin })
  lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD;

  @IsOptional()
  @TrimEach()
  @IsArray({ message: MESSAGES.imageUrlInvalid })
  @IsAssetUrl(MESSAGES.imageUrlInvalid, true)
  images: string[] = [];

  @IsOptional()
  @Trim()
  @IsOptionalAssetUrl(MESSAGES.thumbnailUrlInvalid)
  thumbnail?: string | null;

  @Trim()
  @MinLength(10, { message: MESSAGES.summaryMin })
  @MaxLength(500, { message: MESSAGES.summaryTooLong })
  summary: string;

  @IsOptional()
  @IsString()
  descriptionHtml: string = '';

  @IsOptional()
  @TrimEach()
  @IsArray({ message: MESSAGES.featureEmpty })
  @Length(1, undefined, { each: true, message: MESSAGES.featureEmpty })
  features: string[] = [];

  @IsOptional()
  @TrimEach()
  @IsArray({ message: MESSAGES.boxContentEmpty })
  @Length(1, undefined, { each: true, message: MESSAGES.boxContentEmpty })
  boxContents: string[] = [];

  @Trim()
  @Length(1, undefined, { message: MESSAGES.ageRangeRequired })
  ageRange: string;

  @Trim()
  @Length(1, undefined, { message: MESSAGES.shippingRequired })
  shipping: string;

  @Trim()
  @Length(1, undefined, { message: MESSAGES.warrantyRequired })
  warranty: string;

  @Trim()
  @Length(1, undefined, { message: MESSAGES.returnPolicyRequired })
  returnPolicy: string;

  @IsOptional()
  @TrimEach()
  @IsArray()
  @IsString({ each: true })
  tags: string[] = [];

  @IsOptional()
  @Trim()
  @IsString()
  ctaLabel?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  whatsappHelpText?: string | null;

  @IsOptional()
  @IsBoolean()
  isActive: boolean = true;
}
