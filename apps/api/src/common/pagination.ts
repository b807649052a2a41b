import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?page=&per_page=` (1-based; 20 per page by default, at most 100). */
export class PageQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional() @Type(() => Number) @Max(100000) @Min(1, { message: 'The page must be at least 1.' }) @IsInt({ message: 'The page must be a whole number.' })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional() @Type(() => Number) @Max(100, { message: 'per_page must be from 1 to 100.' }) @Min(1, { message: 'per_page must be from 1 to 100.' }) @IsInt({ message: 'per_page must be a whole number.' })
  per_page?: number;
}

export function pageOf(q: PageQuery) {
  return { page: q.page ?? 1, perPage: q.per_page ?? 20 };
}

/** The `meta` of a paginated answer. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
