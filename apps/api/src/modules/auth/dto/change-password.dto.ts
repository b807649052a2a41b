import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/password/change and /api/admin/password/change. The password rule itself is checked by the service. */
export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'The current password field is required.' })
  current_password: string;

  @ApiProperty({ minLength: 8, description: 'At least 8 characters; not a common password; not containing your e-mail or name' })
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'The password field is required.' })
  password: string;

  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'The password confirmation field is required.' })
  password_confirmation: string;
}
