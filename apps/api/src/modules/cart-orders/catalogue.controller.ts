import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { PublicRead } from '../../common/http-cache.js';
import { IdPipe } from '../../common/id.pipe.js';
import { pageOf, PageQuery } from '../../common/pagination.js';
import { CurrentUser } from '../access/access.js';
import { PhotosService } from '../photos/photos.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueQuery, CreateMenuItemDto, CreateProductDto, KitchenDto, ProductQuery, StorefrontDto, UpdateMenuItemDto, UpdateProductDto } from './dto/cart-orders.dto.js';

/** A food vendor's menu (spec 001 §2: dishes with status available / out-of-stock / unavailable). */
@ApiTags('vendor: menu')
@Controller('api/vendor/menu-items')
@VendorAuth({ category: 'food_vendor' })
export class VendorMenuController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly photos: PhotosService,
  ) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    return this.catalogue.listMine(user.vendor!.id, 'food', pageOf(q, 50));
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateMenuItemDto) {
    return { message: 'Menu item added.', data: await this.catalogue.create(user.vendor!.id, 'food', dto) };
  }

  /** One photo (multipart field `photo`), re-encoded to WebP; send its `url` in `images`. */
  @Post('photos')
  @UseGuards(ThrottlerGuard)
  @ApiConsumes('multipart/form-data')
  async photo(@CurrentUser() user: SignedInUser, @Req() req: FastifyRequest) {
    return { data: await this.photos.upload(user.vendor!.id, req) };
  }

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateMenuItemDto) {
    return { message: 'Menu item updated.', data: await this.catalogue.update(user.vendor!.id, 'food', id, dto) };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.catalogue.remove(user.vendor!.id, 'food', id);
    return { message: 'Menu item removed.' };
  }
}

/** A product vendor's catalogue (spec 001 §2: status active / low-stock / out-of-stock follows the stock). */
@ApiTags('vendor: products')
@Controller('api/vendor/products')
@VendorAuth({ category: 'product_vendor' })
export class VendorProductsController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly photos: PhotosService,
  ) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    return this.catalogue.listMine(user.vendor!.id, 'product', pageOf(q, 50));
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() dto: CreateProductDto) {
    return { message: 'Product added.', data: await this.catalogue.create(user.vendor!.id, 'product', dto) };
  }

  /** One photo (multipart field `photo`), re-encoded to WebP; send its `url` in `images`. */
  @Post('photos')
  @UseGuards(ThrottlerGuard)
  @ApiConsumes('multipart/form-data')
  async photo(@CurrentUser() user: SignedInUser, @Req() req: FastifyRequest) {
    return { data: await this.photos.upload(user.vendor!.id, req) };
  }

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateProductDto) {
    return { message: 'Product updated.', data: await this.catalogue.update(user.vendor!.id, 'product', id, dto) };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    await this.catalogue.remove(user.vendor!.id, 'product', id);
    return { message: 'Product removed.' };
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
  @ApiOperation({ summary: "Open or close the kitchen (food vendors): a closed kitchen leaves /food-delivery and takes no orders" })
  async kitchen(@CurrentUser() user: SignedInUser, @Body() dto: KitchenDto) {
    const data = await this.catalogue.updateStorefront(user, { kitchen_open: dto.open });
    return { message: dto.open ? 'Your kitchen is open.' : 'Your kitchen is closed: customers cannot order until you open it.', data };
  }
}

/** Public: live restaurants open now, with their menus (spec 000 §2.5; sample data in the SPA when none is live). */
@ApiTags('public: food')
@Controller('api/food')
export class FoodController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('vendors')
  @PublicRead({ list: 'food', perMinute: true })
  list(@Query() q: CatalogueQuery) {
    return this.catalogue.foodVendors(q, pageOf(q, 20));
  }

  @Get('vendors/:id')
  @PublicRead({ list: 'food', perMinute: true })
  async one(@Param('id', IdPipe) id: number) {
    return { data: await this.catalogue.foodVendor(id) };
  }
}

/** Public: live products (spec 000 §2.7; sample data in the SPA when no product vendor is live). */
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
