import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { User } from './entities/user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { AccountRecords } from './account-records.js';
import { ProfilePersonalData } from './users.personal-data.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), StorageModule],
  controllers: [UsersController],
  providers: [UsersService, AccountRecords, ProfilePersonalData],
  exports: [UsersService, AccountRecords],
})
export class UsersModule {}
