import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { AttachmentSubjects } from './attachment-subjects.js';
import { AttachmentFilesSweeper } from './attachment-files-sweeper.service.js';
import { AttachmentsController } from './attachments.controller.js';
import { AttachmentsService } from './attachments.service.js';
import { Attachment } from './entities/attachment.entity.js';
import { AttachmentsPersonalData } from './attachments.personal-data.js';

/**
 * Private files of escrowed subjects (dispute photos first), shown to the parties each subject's descriptor names
 * (common/subjects.ts) and to admins; modules call AttachmentsService; nothing here names a vertical.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Attachment]), StorageModule],
  controllers: [AttachmentsController],
  providers: [AttachmentsPersonalData, AttachmentSubjects, AttachmentsService, AttachmentFilesSweeper],
  exports: [AttachmentsService],
})
export class AttachmentsModule {}
