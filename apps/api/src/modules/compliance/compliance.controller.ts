import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import type { DocumentScope } from '../kyc/document-links.service.js';
import { ComplianceService } from './compliance.service.js';

@ApiTags('compliance')
@Controller()
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  @Get('api/vendor/compliance/status')
  @VendorAuth()
  status(@CurrentUser() user: SignedInUser) {
    return this.compliance.status(user);
  }

  @Post('api/vendor/compliance/upload-document')
  @VendorAuth()
  @ApiConsumes('multipart/form-data')
  upload(@CurrentUser() user: SignedInUser, @Req() req: FastifyRequest) {
    return this.compliance.upload(user, req);
  }

  @Post('api/vendor/compliance/submit-review')
  @HttpCode(201)
  @VendorAuth()
  submit(@CurrentUser() user: SignedInUser) {
    return this.compliance.submitReview(user);
  }

  /** The vendor's own document preview (a signed link from the status answer). */
  @Get('api/vendor/compliance/documents/:id')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png')
  vendorDocument(@Param('id', ParseIntPipe) id: number, @Query() q: Record<string, unknown>, @Res() reply: FastifyReply) {
    return this.send('vendor', id, q, reply);
  }

  /** The document under review (a signed link from the admin KYC list). */
  @Get('api/admin/kyc/documents/:id')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png')
  adminDocument(@Param('id', ParseIntPipe) id: number, @Query() q: Record<string, unknown>, @Res() reply: FastifyReply) {
    return this.send('admin', id, q, reply);
  }

  private async send(scope: DocumentScope, id: number, q: Record<string, unknown>, reply: FastifyReply) {
    const file = await this.compliance.readDocument(scope, id, q.expires, q.signature);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .header('cross-origin-resource-policy', 'same-site')
      .send(file.body);
  }
}
