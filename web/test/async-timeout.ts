import { configure } from '@testing-library/react';

// Setup of the web tests (vitest.config.ts): every screen is a lazy chunk, and on a busy two-core
// machine its first import can take longer than Testing Library's default of one second, so the
// async queries (findBy…, waitFor) wait up to five.
configure({ asyncUtilTimeout: 5000 });
