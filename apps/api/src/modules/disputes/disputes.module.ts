import { Module } from '@nestjs/common';
import { ServiceMarketplaceModule } from '../service-marketplace/service-marketplace.module.js';
import { DisputesController } from './disputes.controller.js';

@Module({ imports: [ServiceMarketplaceModule], controllers: [DisputesController] })
export class DisputesModule {}
