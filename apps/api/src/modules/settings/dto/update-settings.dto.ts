import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

const bool = (key: string) => ({ message: `${key} must be true or false.` });

/** PUT /api/admin/settings: any subset of the eight switches, camelCase as names them. */
export class UpdateSettingsDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('maintenanceMode')) maintenanceMode?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('allowNewRegistrations')) allowNewRegistrations?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('requireEmailVerification')) requireEmailVerification?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('autoApproveVendors')) autoApproveVendors?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('emailNotifications')) emailNotifications?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('kycAlerts')) kycAlerts?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('systemAlerts')) systemAlerts?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(bool('weeklyReports')) weeklyReports?: boolean;
}
