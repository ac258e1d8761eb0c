// Shared looks for buttons and button-like links, so every screen uses the same few.

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** The main action of a screen or form. */
export const PRIMARY_BUTTON = `${BASE} bg-brand-700 text-white shadow-sm hover:bg-brand-800`;

/** A secondary action beside a primary one. */
export const SECONDARY_BUTTON = `${BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** An action that cannot be undone from here (ending sessions, deleting). */
export const DANGER_BUTTON = `${BASE} border border-red-300 bg-white text-red-800 hover:bg-red-50`;

/** A quiet action in the top bar. */
export const GHOST_BUTTON = `${BASE} text-slate-700 hover:bg-slate-100`;

/** The main action on the brand-coloured band. */
export const ON_BRAND_BUTTON = `${BASE} bg-white text-brand-800 shadow-sm hover:bg-brand-50`;

/** A second action on the brand-coloured band. */
export const ON_BRAND_OUTLINE_BUTTON = `${BASE} border border-white/70 text-white hover:bg-white/10`;

/** A button that reads like a link inside text. */
export const LINK_BUTTON = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
