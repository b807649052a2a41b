import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { SubjectsPersonalData } from './subjects.personal-data.js';
import { AccountController } from './account.controller.js';
import { AccountJobs, ExportFilesSweeper } from './account.jobs.js';
import { AccountService } from './account.service.js';
import { DataExportFileController, DataRightsController } from './data-rights.controller.js';
import { DataRightsService } from './data-rights.service.js';

/**
 * The account's own settings: notification preferences, deactivation 24 h after the request, and the
 * user's data rights — download my data, delete my account (docs/privacy.md).
 */
@Module({
  imports: [NotificationsModule, StorageModule, UsersModule, VendorsModule],
  controllers: [AccountController, DataRightsController, DataExportFileController],
  providers: [AccountService, AccountJobs, DataRightsService, ExportFilesSweeper, SubjectsPersonalData],
})
export class AccountModule {}
