import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IdPipe } from '../../common/id.pipe.js';
import { Auth, CurrentUser } from '../access/access.js';
import { ErasureDto } from './account.dto.js';
import { DataRightsService } from './data-rights.service.js';

/** A user's data rights (NDPA 2023; docs/privacy.md): download my data, delete my account. */
@ApiTags('account')
@Controller('api/me')
@Auth()
export class DataRightsController {
  constructor(private readonly rights: DataRightsService) {}

  @Post('data-export')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Download my data: a ZIP of everything Oja holds about the caller, built by a worker (202); the caller is notified when it is ready',
  })
  requestExport(@CurrentUser() user: { id: number }) {
    return this.rights.requestExport(user.id);
  }

  @Get('data-exports')
  @ApiOperation({ summary: "The caller's data exports, newest first, each ready one with a short-lived download link" })
  listExports(@CurrentUser() user: { id: number }) {
    return this.rights.listExports(user.id);
  }

  @Get('data-exports/:id')
  @ApiOperation({ summary: "One of the caller's data exports: its status and, when ready, a download link that works without the token for 15 minutes" })
  exportStatus(@CurrentUser() user: { id: number }, @Param('id', IdPipe) id: number) {
    return this.rights.exportStatus(user.id, id);
  }

  @Get('erasure')
  @ApiOperation({ summary: 'The pending erasure request, if any, when it takes effect, and what is still open (it would be refused)' })
  erasure(@CurrentUser() user: { id: number }) {
    return this.rights.erasureStatus(user.id);
  }

  @Post('erasure')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Delete my account: re-asks the password; erased after the deactivation delay unless cancelled (409 ERASURE_BLOCKED with the open items)',
  })
  requestErasure(@CurrentUser() user: { id: number }, @Body() dto: ErasureDto) {
    return this.rights.requestErasure(user.id, dto.password);
  }

  @Delete('erasure')
  @ApiOperation({ summary: 'Cancel a pending erasure and its deactivation (409 NO_PENDING_ERASURE when there is none)' })
  cancelErasure(@CurrentUser() user: { id: number }) {
    return this.rights.cancelErasure(user.id);
  }
}

/** The export's file through its signed link: no token (a browser download cannot send one), 404 for a bad link. */
@ApiTags('account')
@Controller('api/data-exports')
export class DataExportFileController {
  constructor(private readonly rights: DataRightsService) {}

  @Get(':id/file')
  @ApiOperation({ summary: 'A data export ZIP through its signed link (?expires=…&signature=…); 404 for a missing, expired or tampered link' })
  @ApiProduces('application/zip')
  async file(@Param('id', IdPipe) id: number, @Query() q: Record<string, unknown>, @Res() reply: FastifyReply) {
    const file = await this.rights.readFile(id, q.expires, q.signature);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  }
}
