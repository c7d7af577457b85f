import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import pkg from './package.json' with { type: 'json' };

const appPort = Number(process.env.APP_PORT ?? 4173);
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 1337}`;
// One origin for the browser, the service worker and the cookies: the app proxies Strapi.
const proxy = {
  '/api': { target: apiTarget },
  '/uploads': { target: apiTarget },
  // The development mailbox (absent in production, where the server does not serve it).
  '/dev/mailbox': { target: apiTarget },
};

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: { host: '127.0.0.1', port: appPort, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: appPort, strictPort: true, proxy },
  build: { sourcemap: true, manifest: true },
});
