import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CART_ORDER_STATUSES, FOOD_CATEGORIES, MENU_ITEM_STATUSES, MESSAGES, SHOP_CATEGORIES } from '@oja/shared';
import { IsNairaAmount } from '../../../common/naira-amount.js';
import { PageQuery, WholeNumberQuery } from '../../../common/pagination.js';
import { PaymentReferenceDto } from '../../payments/dto/payment-reference.dto.js';
import { RequiredNgPhone, RequiredText } from '../../vendors/dto/validators.js';

/** An optional map coordinate (a latitude or a longitude); `nullable`: null clears it. */
function OptionalCoordinate(field: string, axis: 'latitude' | 'longitude', nullable = false, description?: string) {
  const bound = axis === 'latitude' ? 90 : 180;
  const message = `${field} must be a ${axis}`;
  return applyDecorators(
    ApiPropertyOptional({ nullable, description }),
    IsOptional(),
    ...(nullable ? [ValidateIf((_o, v) => v !== null)] : []),
    Type(() => Number),
    IsNumber({}, { message }),
    Min(-bound, { message }),
    Max(bound, { message }),
  );
}

const MAX_IMAGES = 6;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;
const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

// Dishes and products share their words and photos. They are declared last in each class, in this order: with
// stopAtFirstError, the first field to fail (class-validator goes through a class's own fields in order, then the
// inherited ones) gives the answer's message. applyDecorators registers in array order, the order they are checked.

/** A dish's or a product's optional words. */
const Description = () =>
  applyDecorators(
    MaxLength(1000, { message: 'The description may be at most 1000 characters.' }),
    IsString({ message: 'description must be text' }),
    Transform(trim),
    IsOptional(),
    ApiPropertyOptional(),
  );

/** A dish's or a product's photos: at most MAX_IMAGES addresses. */
const Images = () =>
  applyDecorators(
    Transform(trimList),
    IsArray({ message: 'images must be a list of image addresses' }),
    ArrayMaxSize(MAX_IMAGES, { message: `You can add at most ${MAX_IMAGES} photos` }),
    MaxLength(2048, { each: true, message: 'An image address is too long' }),
    IsString({ each: true, message: 'Each image must be a web address' }),
    IsOptional(),
    ApiPropertyOptional({ type: [String], description: 'Photo URLs from the photos upload (or outside https images)' }),
  );

/** A dish: create requires what is required here; update (PartialType) takes any of it. */
export class MenuItemFields {
  @ApiProperty({ example: 'Jollof Rice & Chicken' }) @RequiredText(120) name: string;
  @ApiProperty({ example: 2500, description: 'naira' }) @IsNairaAmount({ min: 1 }) price: number;
  @ApiProperty({ enum: FOOD_CATEGORIES })
  @IsIn(FOOD_CATEGORIES, { message: `category must be one of ${FOOD_CATEGORIES.join(', ')}` })
  @IsDefined({ message: MESSAGES.requiredFields })
  category: string;
  @ApiPropertyOptional({ enum: MENU_ITEM_STATUSES })
  @IsOptional()
  @IsIn(MENU_ITEM_STATUSES, { message: `status must be one of ${MENU_ITEM_STATUSES.join(', ')}` })
  status?: string;
  @Description() description?: string;
  @Images() images?: string[];
}

export class CreateMenuItemDto extends MenuItemFields {
  // The document only: a new dish without a status is available.
  @ApiPropertyOptional({ default: 'available' }) status?: string;
}

export class UpdateMenuItemDto extends PartialType(MenuItemFields) {}

const STOCK_MESSAGE = 'stock must be a whole number from 0 to 1,000,000';
const THRESHOLD_MESSAGE = 'low_stock_threshold must be a whole number from 0 to 10,000';

/** A product: create requires what is required here; update (PartialType) takes any of it. */
export class ProductFields {
  @ApiProperty({ example: 'Tecno Spark 20' }) @RequiredText(120) name: string;
  @ApiProperty({ example: 145000, description: 'naira' }) @IsNairaAmount({ min: 1 }) price: number;
  @ApiProperty({ enum: SHOP_CATEGORIES })
  @IsIn(SHOP_CATEGORIES, { message: `category must be one of ${SHOP_CATEGORIES.join(', ')}` })
  @IsDefined({ message: MESSAGES.requiredFields })
  category: string;
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt({ message: STOCK_MESSAGE })
  @Min(0, { message: STOCK_MESSAGE })
  @Max(1_000_000, { message: STOCK_MESSAGE })
  @IsDefined({ message: 'stock is required: how many you have to sell' })
  stock: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: THRESHOLD_MESSAGE })
  @Min(0, { message: THRESHOLD_MESSAGE })
  @Max(10_000, { message: THRESHOLD_MESSAGE })
  low_stock_threshold?: number;
  @Description() description?: string;
  @Images() images?: string[];
}

export class CreateProductDto extends ProductFields {
  // The document only: a new product without a threshold reads low at 5.
  @ApiPropertyOptional({ default: 5 }) low_stock_threshold?: number;
}

export class UpdateProductDto extends PartialType(ProductFields) {}

export class StorefrontDto {
  @ApiPropertyOptional({ description: 'naira, once per order' }) @IsOptional() @IsNairaAmount({ min: 0 }) delivery_fee?: number;
  @ApiPropertyOptional({ nullable: true, description: 'naira: free delivery when the items come to more than this; null: never' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsNairaAmount({ min: 0 })
  free_delivery_over?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(toBool) @IsBoolean({ message: 'kitchen_open must be true or false' }) kitchen_open?: boolean;
  /** The shop's map pin, where an Oja rider collects (both, or both null to clear). */
  @OptionalCoordinate('pickup_lat', 'latitude', true, "latitude of the shop's pin (where an Oja rider collects); null clears it") pickup_lat?: number | null;
  @OptionalCoordinate('pickup_lng', 'longitude', true, "longitude of the shop's pin; null clears it") pickup_lng?: number | null;
}

export class KitchenDto {
  @ApiProperty()
  @Transform(toBool)
  @IsBoolean({ message: 'open must be true or false' })
  @IsDefined({ message: 'open is required: true or false' })
  open: boolean;
}

export class CatalogueQuery extends PageQuery {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'q must be text' }) @MaxLength(100, { message: 'q may be at most 100 characters' }) q?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(40, { message: 'category must be one of the categories' })
  category?: string;
}

/** Most dishes a restaurant card carries in the food list (the restaurant's page has them all); the list's default. */
export const CARD_MENU_MAX = 12;
const MENU_SIZE_MESSAGE = `menu_size must be a whole number from 0 to ${CARD_MENU_MAX}`;

export class FoodListQuery extends CatalogueQuery {
  @WholeNumberQuery(0, CARD_MENU_MAX, MENU_SIZE_MESSAGE, {
    default: CARD_MENU_MAX,
    description: "dishes on each card (its categories are always the whole menu's); the SPA asks for the 4 its card shows",
  })
  menu_size?: number;
}

export class ProductQuery extends CatalogueQuery {
  @ApiPropertyOptional({ description: 'a vendor id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'vendor must be a vendor id' })
  @Min(1, { message: 'vendor must be a vendor id' })
  @Max(2_147_483_647, { message: 'vendor must be a vendor id' })
  vendor?: number;
}

export class OrderListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: CART_ORDER_STATUSES })
  @IsOptional()
  @IsIn(CART_ORDER_STATUSES, { message: `status must be one of ${CART_ORDER_STATUSES.join(', ')}` })
  status?: string;
}

export class AdminOrderQuery extends OrderListQuery {
  @ApiPropertyOptional({ enum: ['food_order', 'shop_order'] })
  @IsOptional()
  @IsIn(['food_order', 'shop_order'], { message: 'kind must be food_order or shop_order' })
  kind?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'q must be text' }) @MaxLength(100, { message: 'q may be at most 100 characters' }) q?: string;
}

const ID_MESSAGE = 'item_id must be an item id';
const QTY_MESSAGE = 'quantity must be a whole number from 1 to 50';

export class OrderLineDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: ID_MESSAGE })
  @Min(1, { message: ID_MESSAGE })
  @Max(2_147_483_647, { message: ID_MESSAGE })
  @IsDefined({ message: ID_MESSAGE })
  item_id: number;
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: QTY_MESSAGE })
  @Min(1, { message: QTY_MESSAGE })
  @Max(50, { message: QTY_MESSAGE })
  @IsDefined({ message: QTY_MESSAGE })
  quantity: number;
  @ApiPropertyOptional({ description: 'naira: the unit price the cart showed; a different current price refuses the order (409 CART_CHANGED)' })
  @IsOptional()
  @IsNairaAmount({ min: 0 })
  price?: number;
}

export class CreateOrderDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'vendor_id must be a vendor id' })
  @Min(1, { message: 'vendor_id must be a vendor id' })
  @Max(2_147_483_647, { message: 'vendor_id must be a vendor id' })
  @IsDefined({ message: 'vendor_id is required: the vendor whose cart this is' })
  vendor_id: number;

  @ApiProperty({ type: [OrderLineDto] })
  @IsArray({ message: 'items must be a list of { item_id, quantity }' })
  @ArrayMinSize(1, { message: 'Your cart is empty' })
  @ArrayMaxSize(50, { message: 'An order may have at most 50 lines' })
  @ValidateNested({ each: true })
  @Type(() => OrderLineDto)
  @IsDefined({ message: 'Your cart is empty' })
  items: OrderLineDto[];

  @ApiProperty() @RequiredText(300) delivery_address: string;
  @ApiProperty({ example: '08031234567' }) @RequiredNgPhone() phone: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'notes must be text' })
  @MaxLength(500, { message: 'Notes may be at most 500 characters.' })
  notes?: string;
  @OptionalCoordinate('lat', 'latitude') lat?: number;
  @OptionalCoordinate('lng', 'longitude') lng?: number;
  @ApiPropertyOptional() @IsOptional() @Transform(toBool) @IsBoolean({ message: 'save_address must be true or false' }) save_address?: boolean;
}

export class AddressDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'label must be text' })
  @MaxLength(60, { message: 'The label may be at most 60 characters.' })
  label?: string;
  @ApiProperty() @RequiredText(300) address: string;
  @ApiProperty() @RequiredNgPhone() phone: string;
  @OptionalCoordinate('lat', 'latitude') lat?: number;
  @OptionalCoordinate('lng', 'longitude') lng?: number;
}

export class ConfirmOrderPaymentDto extends PaymentReferenceDto {}
