// What 'use-sync-external-store/shim' gives on React 19 (web/vite.config.ts aliases it here):
// React's own hook, without the shim's code for older Reacts.
export { useSyncExternalStore } from 'react';
