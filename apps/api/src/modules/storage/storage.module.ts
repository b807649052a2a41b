import { Module } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { LocalStorageService, StorageService } from './storage.service.js';
import { S3StorageService } from './s3-storage.service.js';

/** Uploads: local disk by default, an S3-compatible store with STORAGE_DRIVER=s3. */
@Module({
  providers: [
    {
      provide: StorageService,
      inject: [ENV],
      useFactory: (env: Env) => (env.STORAGE_DRIVER === 's3' ? new S3StorageService(env) : new LocalStorageService(env)),
    },
  ],
  exports: [StorageService],
})
export class StorageModule {}
