/**
 * `vite preview` sends the security headers for the API named in the served build's own
 * config.json (`dist/config.json`, or the --outDir given), read again whenever the file changes:
 * editing that one file and reloading points the app and its Content-Security-Policy at a
 * server together, with no rebuild and no restart.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  apiOriginFromConfigFile,
  WASM_WORKER_PATH,
  securityHeaders,
  wasmWorkerHeaders,
} from './security-headers';

/** The headers for a build folder; a config.json that cannot be read or parsed names no API. */
export function headersReader(outDir: string): (path?: string) => Record<string, string> {
  const file = resolve(outDir, 'config.json');
  let seen: number | undefined;
  let headers = securityHeaders(null);
  let worker = wasmWorkerHeaders(null);
  return (path = '/') => {
    const modified = modifiedAt(file);
    if (modified !== seen) {
      seen = modified;
      const origin = originOrNull(file);
      headers = securityHeaders(origin);
      worker = wasmWorkerHeaders(origin);
    }
    // The barcode worker's script carries its own policy (scripts/security-headers.ts).
    return WASM_WORKER_PATH.test(path.split('?')[0] ?? '') ? worker : headers;
  };
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

function originOrNull(file: string): string | null {
  try {
    return apiOriginFromConfigFile(file);
  } catch {
    // The app itself stops with a message naming the wrong field (src/api/config.ts).
    return null;
  }
}

export function previewSecurityHeaders(): Plugin {
  let outDir = 'dist';
  return {
    name: 'proofdesk-preview-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      const headers = headersReader(outDir);
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers(req.url))) res.setHeader(name, value);
        next();
      });
    },
  };
}
