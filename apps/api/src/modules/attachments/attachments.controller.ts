import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { SubjectRegistry } from '../../common/subjects.js';
import { CurrentPrincipal, JwtAuthGuard, type Principal } from '../access/access.js';
import { AttachmentsService } from './attachments.service.js';

/** A path id as the int column holds it, else null. */
const pathId = (value: string) => {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** Private attachments of escrowed subjects: the list for a subject's parties and admins, and the signed-link file route. */
@ApiTags('attachments')
@Controller('api/attachments')
export class AttachmentsController {
  constructor(
    private readonly attachments: AttachmentsService,
    private readonly subjects: SubjectRegistry,
  ) {}

  @Get('subject/:kind/:id')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A subject's attachments with short-lived links, for its customer, its vendor and admins (404 to anyone else)" })
  async list(@CurrentPrincipal() principal: Principal, @Param('kind') kind: string, @Param('id') rawId: string) {
    const id = pathId(rawId);
    if (!this.subjects.has(kind) || !id) throw DomainError.notFound('ATTACHMENT_SUBJECT_NOT_FOUND', 'Not found');
    const viewer = principal.kind === 'admin' ? ({ kind: 'admin' } as const) : ({ kind: 'user', userId: principal.user.id } as const);
    return { data: await this.attachments.listFor(viewer, { kind, id }) };
  }

  /** The file, for whoever holds a genuine, unexpired link from a listing; 404 otherwise (never a hint that it exists). */
  @Get(':id/file')
  @ApiOperation({ summary: 'An attachment file through its signed link (?expires=…&signature=…); 404 for a missing, expired or tampered link' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  async file(@Param('id') rawId: string, @Query() q: Record<string, unknown>, @Res() reply: FastifyReply) {
    const id = pathId(rawId);
    if (!id) throw DomainError.notFound('ATTACHMENT_NOT_FOUND', 'Attachment not found');
    const file = await this.attachments.read(id, q.expires, q.signature);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-site')
      .send(file.body);
  }
}
