import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { englishSections } from './i18n/english-sections';
import { servedBuild } from './served-build';

const apiUrl = process.env.KELAS_API_URL ?? 'http://127.0.0.1:3000';
/**
 * The built index.html keeps %BRAND_NAME% for the server to fill from its BRAND_NAME setting; the
 * dev server fills it here from the same variable.
 */
function devBrandName(): Plugin {
  const brandName = process.env.BRAND_NAME || 'Kelas';
  const escaped = brandName
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return {
    name: 'kelas-dev-brand-name',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', escaped),
  };
}

/**
 * react-router 7's package exports name its development files in every mode (remix-run/react-router
 * #14102), so a build shipped them: its dev warnings on, and their checks run in the reader's
 * browser. Builds take its production files, which differ only by ENABLE_DEV_WARNINGS.
 */
function reactRouterProductionFiles(): Plugin {
  const file = (name: string) =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${name}`, import.meta.url));
  return {
    name: 'kelas-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}

// The server sends a strict CSP (no inline scripts, everything from 'self'), so nothing here may
// inline a script or load from another origin.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    devBrandName(),
    reactRouterProductionFiles(),
    englishSections(),
    servedBuild(),
  ],
  resolve: {
    alias: [
      {
        // react-i18next's shim of React 18's useSyncExternalStore hands over React's own on React 19.
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // WEB_DIST (relative to the project) moves the build, as the server's setting of that name does.
  build: {
    outDir: fileURLToPath(new URL(`../${process.env.WEB_DIST || 'web/dist'}`, import.meta.url)),
    emptyOutDir: true,
    // Source maps stay private: no sourceMappingURL comment, and the files move beside the build
    // (<outDir>-maps, see served-build.ts) where staff can use them to read a stack trace.
    sourcemap: 'hidden',
    // .vite/manifest.json: the chunks and their imports, which scripts/first-load-budget.test.ts sums up.
    manifest: true,
    // Every browser the build targets but Safari 16 preloads modules itself; there they load unhurried.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks named by their hash alone: the entry lists every chunk a screen needs for its
        // preloads, and the names (there for people reading the build) cost its first load 0.6 KiB.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // Everything the entry imports statically (React, the router, i18next, TanStack Query,
          // the shell) is one file: every screen needs all of it, and one file compresses better
          // than the dozen the automatic splitting makes (4 KiB of gzip on the first load).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/json': apiUrl,
      '/api': apiUrl,
      '/healthz': apiUrl,
      '/readyz': apiUrl,
    },
  },
});
