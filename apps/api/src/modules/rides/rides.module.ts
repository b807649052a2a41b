import { Module } from '@nestjs/common';
import { EscrowModule } from '../escrow/escrow.module.js';
import { OnlineRidersController, RiderDashboardController, RidesController } from './rides.controller.js';
import { RidesService } from './rides.service.js';

/** The okada ride demonstration: finished demo rides, the rider's online toggle and dashboard, online live riders. */
@Module({ imports: [EscrowModule], controllers: [RidesController, OnlineRidersController, RiderDashboardController], providers: [RidesService] })
export class RidesModule {}
