import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanIconFactory } from '../scripts/lean-icon-factory-plugin';

/**
 * The dashboard benchmark page: the real board, fed 10,000 generated projects, built for
 * production like the app (commits are counted through React's DevTools hook, so no
 * profiling build skews the timings).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./dashboard-page', import.meta.url)),
  base: './',
  plugins: [react(), tailwindcss(), leanIconFactory],
  resolve: {
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: fileURLToPath(new URL('./dashboard-page/dashboard.html', import.meta.url)),
    },
  },
  logLevel: 'error',
});
