import { Controller, Get, Inject, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { publicUrl } from '../../common/public-url.js';
import { ApiConsumes, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentUser } from '../access/access.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

@ApiTags('profile')
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('api/profile-picture/upload')
  @Auth()
  @ApiConsumes('multipart/form-data')
  async upload(@CurrentUser() user: User, @Req() req: FastifyRequest) {
    const url = await this.users.uploadProfilePicture(user, req);
    return { message: 'Profile image updated successfully!', profile_image_url: publicUrl(this.env.PUBLIC_URL!, url) };
  }

  /** Profile pictures are public (shown on listings, also by front ends on other origins); names are random UUIDs. */
  @Get('uploads/avatars/:name')
  @ApiProduces('image/webp', 'image/jpeg', 'image/png')
  async avatar(@Param('name') name: string, @Res() reply: FastifyReply) {
    const file = await this.users.readAvatar(name);
    if (!file) throw new NotFoundException('Image not found');
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file.body);
  }
}
