import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ErrorLog } from './error-log.entity.js';
import { ErrorLogController } from './error-log.controller.js';

@Module({ imports: [TypeOrmModule.forFeature([ErrorLog])], controllers: [ErrorLogController] })
export class ErrorLogModule {}
