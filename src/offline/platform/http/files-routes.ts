import type { HttpHandler } from 'msw';
import type { ServiceContext } from '../context';
import { errorResponse } from './envelope';
import { fileRoute, serviceHandler } from './route';
import { SERVICE_HEADER } from './wrappers';
import { isValidFileKey } from '../store/file-store';

/**
 * `<origin>/files/<key>`: binary files of the FileStore (reports, bitmaps, thumbnails).
 * No token: browsers open these URLs directly; the key's random token is the secret.
 */
export function fileHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    fileRoute(ctx, '*/files/*', async ({ url }) => {
      const key = decodeURIComponent(
        url.pathname.slice(url.pathname.indexOf('/files/') + '/files/'.length),
      );
      const file = isValidFileKey(key) ? await ctx.files.get(key) : undefined;
      if (!file)
        return errorResponse(
          404,
          'The file was not found; links to generated files expire on reset.',
        );
      return new Response(new Uint8Array(file.bytes), {
        status: 200,
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(file.bytes.byteLength),
          'Cache-Control': 'private, max-age=3600',
        },
      });
    }),
  ];
}

/** Every other /api/v1 call: a 404 envelope instead of falling through to the network. */
export function fallbackHandlers(): HttpHandler[] {
  return [
    serviceHandler('all', '*/api/v1/*', ({ request, url }) => {
      const response = errorResponse(
        404,
        `The offline service has no endpoint ${request.method} ${url.pathname}.`,
      );
      response.headers.set(SERVICE_HEADER, 'offline');
      return response;
    }),
  ];
}
