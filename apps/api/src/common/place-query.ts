import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NIGERIAN_STATE_IDS, nigerianState, UNKNOWN_STATE_MESSAGE } from '@oja/shared';

/** A state's id or name, any case ("Lagos", "akwa ibom", "Abuja") → its id; '' → none; anything else is left for IsIn to refuse. */
const toStateId = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return undefined;
  return nigerianState(value)?.id ?? value;
};
const toArea = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || undefined : value);

/** The public lists' `state` filter: one of the 36 states or `fct`, read from the location text (docs/api.md "Search and place filters"). */
export function StateQueryParam() {
  return applyDecorators(
    ApiPropertyOptional({ enum: NIGERIAN_STATE_IDS, description: 'A state: its id (lagos, akwa-ibom, fct) or name, any case; Abuja means fct' }),
    IsOptional(),
    Transform(toStateId),
    IsIn(NIGERIAN_STATE_IDS, { message: UNKNOWN_STATE_MESSAGE }),
    IsString({ message: UNKNOWN_STATE_MESSAGE }),
  );
}

/** The public lists' `area` filter: free text found in the location ("Lekki", "Ikeja"). */
export function AreaQueryParam() {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 100, description: 'Text found in the location, e.g. Lekki, Ikeja, Wuse 2' }),
    IsOptional(),
    Transform(toArea),
    MaxLength(100, { message: 'The area must be at most 100 characters' }),
    IsString({ message: 'area must be text' }),
  );
}
