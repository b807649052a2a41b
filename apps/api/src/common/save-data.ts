import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Low-data mode on the wire (docs/performance.md "Low-data mode"): a request with `Save-Data: on` (sent by the
 * browser when its data saver is on, and by the SPA when the signed-in user turned low-data mode on) gets the
 * smallest photo variant. An answer that may differ by it says `Vary: Save-Data`, so no cache serves one kind of
 * answer for the other.
 */

/** Whether a `Save-Data` header value asks for less data (`on`, case-insensitive, also among other tokens). */
export function saveDataRequested(header: string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values.some((v) => v.split(/[,;\s]+/).some((token) => token.toLowerCase() === 'on'));
}

/** Whether the request asks for less data. */
export const saveDataOf = (req: FastifyRequest): boolean => saveDataRequested(req.headers['save-data']);

/** Adds `Save-Data` to the reply's `Vary` (once; other values kept). */
export function varyOnSaveData(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*save-data\s*(,|$)/i.test(text)) return;
  void reply.header('vary', text ? `${text}, Save-Data` : 'Save-Data');
}

/**
 * The handler's answer depends on `Save-Data`: true when the request asks for less data. Using it marks the answer
 * `Vary: Save-Data` (with or without the header: a cache must not serve this answer for the other kind).
 */
export const SaveData = createParamDecorator((_: unknown, ctx: ExecutionContext): boolean => {
  const http = ctx.switchToHttp();
  varyOnSaveData(http.getResponse<FastifyReply>());
  return saveDataOf(http.getRequest<FastifyRequest>());
});

/** The route's document names the optional `Save-Data` request header (put beside a handler that takes `@SaveData()`). */
export const ApiSaveData = () =>
  ApiHeader({
    name: 'Save-Data',
    required: false,
    description: '`on`: low-data mode, the smallest photo variant (url, srcset, width, height); answers say Vary: Save-Data',
  });
