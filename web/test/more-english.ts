import { loadMoreEnglish } from '../i18n/i18n';

// Setup of the web tests (vitest.config.ts): tests draw screens and dialogs without the router's or
// the login dialog's loaders, which load the rest of English in the app (web/i18n/i18n.ts).
await loadMoreEnglish();
