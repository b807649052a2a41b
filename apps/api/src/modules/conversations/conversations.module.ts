import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentsModule } from '../attachments/attachments.module.js';
import { DisputesModule } from '../disputes/disputes.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UsersModule } from '../users/users.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { AdminConversationsController, ConversationsController } from './conversations.controller.js';
import { ConversationsPersonalData } from './conversations.personal-data.js';
import { ConversationCounts } from './conversation-counts.js';
import { ConversationsService } from './conversations.service.js';
import { MessageInput } from './message-input.js';
import { ConversationMember } from './entities/conversation-member.entity.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';

/**
 * Messages per subject (docs/messages.md): one conversation per registered subject among the parties its descriptor
 * names, photos as the subject's private attachments, read receipts, unread counts, masking before payment, and the
 * admins' read-only view of disputed subjects. Names no vertical.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ConversationMember, Message]),
    AttachmentsModule,
    DisputesModule,
    NotificationsModule,
    PaymentsModule,
    UsersModule,
    VendorsModule,
  ],
  controllers: [ConversationsController, AdminConversationsController],
  providers: [MessageInput, ConversationCounts, ConversationsService, ConversationsPersonalData],
  exports: [ConversationsService],
})
export class ConversationsModule {}
