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
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // ws: the live channel (/api/live) is a WebSocket upgrade on the same path prefix.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true } },
  },
});
