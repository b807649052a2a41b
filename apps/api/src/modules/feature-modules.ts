import type { Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { AdminAuthModule } from './admin-auth/admin-auth.module.js';
import { UsersModule } from './users/users.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ErrorLogModule } from './error-log/error-log.module.js';
import { HealthModule } from './health/health.module.js';
import { StorageModule } from './storage/storage.module.js';

/** The feature modules of the API. Each new capability adds its module here. */
export const FEATURE_MODULES: Type[] = [
  StorageModule,
  NotificationsModule,
  AuthModule,
  AdminAuthModule,
  UsersModule,
  ErrorLogModule,
  HealthModule,
];
