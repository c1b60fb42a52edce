/**
 * The real-server setup of playwright.nginx.config.ts: the build served by the shipped nginx
 * configuration (deploy/nginx) against `npm run offline:server` on another origin, the same build
 * from a second nginx as the offline demo, and `npm run preview` on a copy of the build whose
 * config.json names the API (docs/deployment.md's steps). E2E_PORT is nginx's; the others follow it.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4180);
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${APP_PORT + 1}`;
export const OFFLINE_ORIGIN = `http://127.0.0.1:${APP_PORT + 2}`;
export const PREVIEW_ORIGIN = `http://127.0.0.1:${APP_PORT + 3}`;
