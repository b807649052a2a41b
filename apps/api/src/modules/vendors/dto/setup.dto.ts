import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty } from 'class-validator';
import { MESSAGES } from '@oja/shared';
import { ExperienceYears, OptionalHttpUrl, RequiredEmail, RequiredNgPhone, RequiredText } from './validators.js';

/** POST /api/vendor/mechanic/setup */
export class MechanicSetupDto {
  @ApiProperty() @RequiredText(160) workshop_name: string;
  @ApiProperty({ description: 'Free text, e.g. "Engine repair, brakes, AC"' }) @RequiredText(2000) services_offered: string;
  @ApiProperty() @RequiredText(255) location: string;
  @ApiProperty({ example: '08031234567' }) @RequiredNgPhone() contact_number: string;
}

/** POST /api/vendor/rider/setup */
export class RiderSetupDto {
  @ApiProperty({ enum: ['bike', 'tricycle'] })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(['bike', 'tricycle'], { message: 'The vehicle type must be bike or tricycle.' })
  @IsNotEmpty({ message: MESSAGES.requiredFields })
  vehicle_type: 'bike' | 'tricycle';

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 1 }) @ExperienceYears(1) experience_years: number = 1;
}

/** POST /api/vendor/product/setup */
export class ProductSetupDto {
  @ApiProperty() @RequiredText(120) contact_person: string;
  @ApiProperty() @RequiredText(255) store_address: string;
  @ApiProperty() @RequiredNgPhone() store_phone: string;
  @ApiProperty() @RequiredEmail() store_email: string;
  @ApiProperty() @RequiredText(2000) store_description: string;
  @ApiPropertyOptional({ description: 'http(s) URL of the logo' }) @OptionalHttpUrl() logo?: string | null;
}

/** POST /api/vendor/apartment/setup (hospitality) */
export class ApartmentSetupDto {
  @ApiProperty() @RequiredText(120) full_name: string;
  @ApiProperty() @RequiredNgPhone() phone_number: string;
  @ApiProperty() @RequiredText(160) organization_name: string;
  @ApiProperty() @RequiredText(255) organization_address: string;
  @ApiPropertyOptional() @OptionalHttpUrl() website?: string | null;
  @ApiProperty({ minimum: 1, maximum: 50 }) @ExperienceYears() years_of_experience: number;
}

/** POST /api/vendor/service/setup (general services) */
export class ServiceSetupDto {
  @ApiProperty() @RequiredText(160) service_name: string;
  @ApiProperty() @RequiredText(2000) description: string;
  @ApiProperty() @RequiredText(255) location: string;
  @ApiProperty() @RequiredNgPhone() phone: string;
  @ApiProperty() @RequiredEmail() email: string;
}

/** POST /api/vendor/food/setup (restaurant; the spec does not show this form, these fields are ours) */
export class FoodSetupDto {
  @ApiProperty() @RequiredText(160) restaurant_name: string;
  @ApiProperty({ example: 'Nigerian, continental' }) @RequiredText(160) cuisine: string;
  @ApiProperty() @RequiredText(255) address: string;
  @ApiProperty() @RequiredNgPhone() phone: string;
  @ApiProperty({ example: 'Mon–Sat 8am–10pm' }) @RequiredText(200) opening_hours: string;
  @ApiPropertyOptional() @OptionalHttpUrl() logo?: string | null;
}
