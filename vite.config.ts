import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Configurable so that parallel test runs do not overwrite each other's build.
    outDir: process.env.WEB_DIST_DIR ?? 'dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The texts (src/web/locales) are fetched as JSON files of their own, never inlined as data:
    // URLs into the main bundle (lib/i18n.ts); other small assets keep Vite's default.
    assetsInlineLimit: (filePath) => (filePath.endsWith('.json') ? false : undefined),
    rollupOptions: {
      treeshake: {
        // A feature's modules do nothing on import that matters when none of their exports is
        // used, so the re-exports of a feature's index.ts add to a page only what it uses
        // (decision 0048). Every other module keeps Rollup's default.
        moduleSideEffects: (id) => !/[\\/]src[\\/]web[\\/]features[\\/].+\.tsx?$/.test(id),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // ws: the live channel (/api/live) is a WebSocket upgrade on the same path prefix.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true } },
  },
});
