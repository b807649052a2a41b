import { Module } from '@nestjs/common';
import { ServiceMarketplaceModule } from '../service-marketplace/service-marketplace.module.js';
import { DisputesController } from './disputes.controller.js';
import { DisputesService } from './disputes.service.js';

/** Disputes of service orders: the admin's list, detail and resolution. */
@Module({ imports: [ServiceMarketplaceModule], controllers: [DisputesController], providers: [DisputesService] })
export class DisputesModule {}
