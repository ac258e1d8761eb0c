import { buildSsrBundle } from './web-build';

// Part of `npm run build`: the server-rendering bundle, built into SSR_DIST (default web/dist-ssr).
await buildSsrBundle();
