import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { User } from './entities/user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({ imports: [TypeOrmModule.forFeature([User]), StorageModule], controllers: [UsersController], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
