import { Body, Controller, Get, Put, UnprocessableEntityException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('admin')
@Controller('api/admin/settings')
@AdminAuth()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  async get() {
    return { data: await this.settings.read() };
  }

  @Put()
  async update(@CurrentAdmin() admin: SignedInAdmin, @Body() dto: UpdateSettingsDto) {
    if (!Object.values(dto).some((v) => typeof v === 'boolean')) {
      throw new UnprocessableEntityException({ message: 'Send at least one setting to change.' });
    }
    return { message: 'Settings updated successfully!', data: await this.settings.update(dto, admin) };
  }
}
