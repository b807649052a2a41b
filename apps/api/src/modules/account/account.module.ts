import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountJobs } from './account.jobs.js';
import { AccountService } from './account.service.js';

/** The account's own settings: notification preferences and deactivation 24 h after the request (issue 10). */
@Module({ imports: [UsersModule], controllers: [AccountController], providers: [AccountService, AccountJobs] })
export class AccountModule {}
