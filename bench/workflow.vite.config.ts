import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanIconFactory } from '../scripts/lean-icon-factory-plugin';

/** The workflow builder benchmark page, built for production like the app. */
export default defineConfig({
  root: fileURLToPath(new URL('./workflow-page', import.meta.url)),
  base: './',
  plugins: [react(), tailwindcss(), leanIconFactory],
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/workflow', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: fileURLToPath(new URL('./workflow-page/workflow.html', import.meta.url)),
    },
  },
  logLevel: 'error',
});
