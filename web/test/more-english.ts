import { addEnglish } from '../i18n/i18n';
import english from '../i18n/locales/en.json';

// Setup of the web tests (vitest.config.ts): tests draw screens and dialogs without the browser
// build, whose modules bring the sections of en.json they use (web/i18n/english-sections.ts).
addEnglish(english);
