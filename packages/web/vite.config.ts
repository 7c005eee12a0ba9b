import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built to static files (dist/) that the service serves at `/`; hashed names under /assets/ let the
// service cache them for a year. In development, `npm run dev -w packages/web` proxies the API.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      ['/v1', '/files', '/storage'].map((path) => [
        path,
        process.env.CONTENTFORGE_URL ?? 'http://localhost:8080',
      ]),
    ),
  },
});
