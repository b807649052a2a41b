import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGE_BODY_MAX, MESSAGE_PHOTOS_MAX } from '@oja/shared';
import type { FastifyRequest } from 'fastify';
import { IdPipe } from '../../common/id.pipe.js';
import { MAX_PER_PAGE, pageOf, paginated, PageQuery } from '../../common/pagination.js';
import { AdminAuth, Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { ConversationCounts } from './conversation-counts.js';
import { ConversationsService, THREAD_PAGE_DEFAULT } from './conversations.service.js';

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value);

/** `?before=<message id>&per_page=`: the newest page of a thread, or the page before a message. */
export class ThreadQuery {
  @ApiPropertyOptional({ description: 'Only messages older than this message id (the previous page)', minimum: 1 })
  @IsOptional()
  @Transform(toInt)
  @Max(2_147_483_647, { message: 'before must be a message id' })
  @Min(1, { message: 'before must be a message id' })
  @IsInt({ message: 'before must be a message id' })
  before?: number;

  @ApiPropertyOptional({ default: THREAD_PAGE_DEFAULT, minimum: 1, maximum: MAX_PER_PAGE })
  @IsOptional()
  @Transform(toInt)
  @Max(MAX_PER_PAGE, { message: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @Min(1, { message: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}` })
  @IsInt({ message: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}` })
  per_page?: number;
}

const threadPage = (q: ThreadQuery) => ({ before: q.before, perPage: q.per_page ?? THREAD_PAGE_DEFAULT });

/** Messages per order, booking or request among the subject's parties (docs/messages.md). */
@ApiTags('conversations')
@Controller('api/conversations')
@Auth()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly counts: ConversationCounts,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My conversations with messages, newest activity first, each with its unread count; meta.unread is the total' })
  async list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    const p = pageOf(q);
    const { data, total, unread } = await this.conversations.list(user.id, p);
    const page = paginated(data, p, total);
    return { data: page.data, meta: { ...page.meta, unread } };
  }

  @Get('unread')
  @ApiOperation({ summary: "My conversations with unread messages as { kind, id, unread } (the order cards' badges); meta.unread is the total" })
  unread(@CurrentUser() user: SignedInUser) {
    return this.counts.unreadBySubject(user.id);
  }

  @Get(':kind/:id/messages')
  @ApiOperation({ summary: "A subject's messages for its parties: the newest page (or the page before ?before=), oldest first; 404 to anyone else" })
  thread(@CurrentUser() user: SignedInUser, @Param('kind') kind: string, @Param('id', IdPipe) id: number, @Query() q: ThreadQuery) {
    return this.conversations.threadFor({ kind, id }, user.id, threadPage(q));
  }

  @Post(':kind/:id/messages')
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        body: {
          type: 'string',
          maxLength: MESSAGE_BODY_MAX,
          description: 'The text (required unless a photo is sent); contact details are masked before payment',
        },
        photos: {
          type: 'array',
          maxItems: MESSAGE_PHOTOS_MAX,
          items: { type: 'string', format: 'binary' },
          description: 'Multipart only: JPEG, PNG or WebP under 5 MB each',
        },
      },
    },
  })
  @ApiOperation({
    summary: "Send a message (JSON { body }, or multipart with body and up to 3 photos) to the subject's other parties; 404 to anyone not a party",
  })
  async send(@CurrentUser() user: SignedInUser, @Param('kind') kind: string, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    const data = await this.conversations.send({ kind, id }, { id: user.id, name: user.name }, req);
    return { message: data.masked ? 'Message sent. Contact details are hidden until this order is paid.' : 'Message sent.', data };
  }

  @Post(':kind/:id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the conversation read up to its newest message (read receipts for the other parties)' })
  async read(@CurrentUser() user: SignedInUser, @Param('kind') kind: string, @Param('id', IdPipe) id: number) {
    return { data: await this.conversations.markRead({ kind, id }, user.id) };
  }
}

/** Admins read (never post in) the conversation of a disputed subject. */
@ApiTags('admin: conversations')
@Controller('api/admin/conversations')
@AdminAuth()
export class AdminConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get(':kind/:id/messages')
  @ApiOperation({ summary: "A disputed subject's messages, read only (404 when the subject has no dispute)" })
  thread(@Param('kind') kind: string, @Param('id', IdPipe) id: number, @Query() q: ThreadQuery) {
    return this.conversations.threadForAdmin({ kind, id }, threadPage(q));
  }
}
