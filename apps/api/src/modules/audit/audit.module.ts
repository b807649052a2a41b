import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './entities/audit-log.entity.js';
import { AuditService } from './audit.service.js';

/** The audit log of admin (and automatic) decisions; read through the admin module. */
@Module({ imports: [TypeOrmModule.forFeature([AuditLog])], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
