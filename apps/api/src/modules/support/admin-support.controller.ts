import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IdPipe } from '../../common/id.pipe.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import { ReplySupportMessageDto } from './dto/reply-support-message.dto.js';
import { presentSupportMessage } from './support-message.presenter.js';
import { SUPPORT_FILTERS, SupportService, type SupportFilter } from './support.service.js';

/** `?status=open|answered|all` (default open) and the page. */
export class SupportMessagesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SUPPORT_FILTERS, default: 'open' })
  @IsOptional()
  @IsIn(SUPPORT_FILTERS, { message: 'status must be open, answered or all' })
  status?: SupportFilter;
}

/** Admin: the Contact Us inbox, answered by e-mail. */
@ApiTags('admin: support')
@Controller('api/admin/support-messages')
@AdminAuth()
export class AdminSupportController {
  constructor(private readonly support: SupportService) {}

  @Get()
  async list(@Query() q: SupportMessagesQuery) {
    const p = pageOf(q);
    const [rows, total] = await this.support.list(q.status ?? 'open', p);
    return paginated(rows.map(presentSupportMessage), p, total);
  }

  /** E-mails the reply to the sender and marks the message answered; answering again replaces the kept reply. */
  @Post(':id/reply')
  @HttpCode(200)
  async reply(@CurrentAdmin() admin: { id: number }, @Param('id', IdPipe) id: number, @Body() dto: ReplySupportMessageDto) {
    const row = await this.support.reply(admin.id, id, dto.message);
    return { message: 'Reply sent.', data: presentSupportMessage(row) };
  }
}
