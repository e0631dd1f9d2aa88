import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (apps/api) listens on 3001 in development; everything it serves is proxied so cookies stay same-origin. */
const apiTarget = 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': apiTarget,
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
