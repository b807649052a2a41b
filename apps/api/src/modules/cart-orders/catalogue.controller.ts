import { Body, Controller, Delete, Get, HttpCode, Injectable, Param, Patch, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type { CartOrderProfile } from '@oja/shared';
import { PublicRead } from '../../common/http-cache.js';
import { IdPipe } from '../../common/id.pipe.js';
import { pageOf, PageQuery } from '../../common/pagination.js';
import { CurrentUser } from '../access/access.js';
import { PhotosService } from '../photos/photos.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { CatalogueService, type ItemInput } from './catalogue.service.js';
import {
  FoodListQuery,
  CreateMenuItemDto,
  CreateProductDto,
  KitchenDto,
  ProductQuery,
  StorefrontDto,
  UpdateMenuItemDto,
  UpdateProductDto,
} from './dto/cart-orders.dto.js';

/**
 * A vendor's own catalogue, the same routes for a food vendor's menu and a product vendor's products: the list, a
 * photo upload and removal here; each subclass adds create and update with its own body. (@Injectable: the
 * subclasses inherit its constructor's dependencies.)
 */
@Injectable()
export abstract class VendorCatalogueController<Noun extends string> {
  protected abstract readonly profile: CartOrderProfile;
  /** 'Menu item' or 'Product', as the answers' messages say it. */
  protected abstract readonly noun: Noun;

  constructor(
    protected readonly catalogue: CatalogueService,
    private readonly photos: PhotosService,
  ) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    return this.catalogue.listMine(user.vendor!.id, this.profile, pageOf(q, 50));
  }

  // Inherited routes say their summary in @ApiOperation: @nestjs/swagger cannot apply the plugin's (from a comment) to a subclass.
  @Post('photos')
  @UseGuards(ThrottlerGuard)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'One photo (multipart field `photo`), re-encoded to WebP; send its `url` in `images`.' })
  async photo(@CurrentUser() user: SignedInUser, @Req() req: FastifyRequest) {
    return { data: await this.photos.upload(user.vendor!.id, req) };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.catalogue.remove(user.vendor!.id, this.profile, id);
    return { message: `${this.noun} removed.` as const };
  }

  protected async added(user: SignedInUser, dto: ItemInput) {
    return { message: `${this.noun} added.` as const, data: await this.catalogue.create(user.vendor!.id, this.profile, dto) };
  }

  protected async updated(user: SignedInUser, id: number, dto: ItemInput) {
    return { message: `${this.noun} updated.` as const, data: await this.catalogue.update(user.vendor!.id, this.profile, id, dto) };
  }
}

/** A food vendor's menu (dishes with status available / out-of-stock / unavailable). */
@ApiTags('vendor: menu')
@Controller('api/vendor/menu-items')
@VendorAuth({ category: 'food_vendor' })
export class VendorMenuController extends VendorCatalogueController<'Menu item'> {
  protected readonly profile = 'food';
  protected readonly noun = 'Menu item';

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateMenuItemDto) {
    return this.added(user, dto);
  }

  @Put(':id')
  update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateMenuItemDto) {
    return this.updated(user, id, dto);
  }
}

/** A product vendor's catalogue (status active / low-stock / out-of-stock follows the stock). */
@ApiTags('vendor: products')
@Controller('api/vendor/products')
@VendorAuth({ category: 'product_vendor' })
export class VendorProductsController extends VendorCatalogueController<'Product'> {
  protected readonly profile = 'product';
  protected readonly noun = 'Product';

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateProductDto) {
    return this.added(user, dto);
  }

  @Put(':id')
  update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateProductDto) {
    return this.updated(user, id, dto);
  }
}

/** The kitchen switch and the delivery fee rule of a food or product vendor. */
@ApiTags('vendor: storefront')
@Controller('api/vendor')
@VendorAuth({ category: ['food_vendor', 'product_vendor'] })
export class VendorStorefrontController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('storefront')
  async get(@CurrentUser() user: SignedInUser) {
    return { data: await this.catalogue.storefront(user) };
  }

  @Patch('storefront')
  async update(@CurrentUser() user: SignedInUser, @Body() dto: StorefrontDto) {
    return { message: 'Settings saved.', data: await this.catalogue.updateStorefront(user, dto) };
  }

  @Patch('kitchen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open or close the kitchen (food vendors): a closed kitchen leaves /food-delivery and takes no orders' })
  async kitchen(@CurrentUser() user: SignedInUser, @Body() dto: KitchenDto) {
    const data = await this.catalogue.updateStorefront(user, { kitchen_open: dto.open });
    return { message: dto.open ? 'Your kitchen is open.' : 'Your kitchen is closed: customers cannot order until you open it.', data };
  }
}

/** Public: live restaurants open now, with their menus (sample data in the SPA when none is live). */
@ApiTags('public: food')
@Controller('api/food')
export class FoodController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('vendors')
  @PublicRead({ list: 'food', perMinute: true })
  list(@Query() q: FoodListQuery) {
    return this.catalogue.foodVendors(q, pageOf(q, 20));
  }

  @Get('vendors/:id')
  @PublicRead({ list: 'food', perMinute: true })
  async one(@Param('id', IdPipe) id: number) {
    return { data: await this.catalogue.foodVendor(id) };
  }
}

/** Public: live products (sample data in the SPA when no product vendor is live). */
@ApiTags('public: products')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @PublicRead({ list: 'products' })
  list(@Query() q: ProductQuery) {
    return this.catalogue.products(q, pageOf(q, 20));
  }

  @Get(':id')
  @PublicRead({ list: 'products' })
  async one(@Param('id', IdPipe) id: number) {
    return { data: await this.catalogue.product(id) };
  }
}
