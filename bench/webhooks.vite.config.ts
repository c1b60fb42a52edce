import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanIconFactory } from '../scripts/lean-icon-factory-plugin';

/** The delivery-log benchmark page: the real log fed 10,000 generated attempts, production build. */
export default defineConfig({
  root: fileURLToPath(new URL('./webhooks-page', import.meta.url)),
  base: './',
  plugins: [react(), tailwindcss(), leanIconFactory],
  resolve: {
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/webhooks', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: fileURLToPath(new URL('./webhooks-page/webhooks.html', import.meta.url)),
    },
  },
  logLevel: 'error',
});
