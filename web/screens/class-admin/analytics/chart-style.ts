// The charts' colours: Tailwind's 600 shades, each at least 3:1 against white (WCAG 1.4.11), and
// slate for the axes' text (4.5:1 and more).

/** Posts, and a page's views. */
export const BLUE = '#2563eb';
/** Comments, and a page's completions. */
export const GREEN = '#059669';
/** Learners per band of completion. */
export const INDIGO = '#4f46e5';
/** The axes' ticks. */
export const AXIS_TICK = { fill: '#475569', fontSize: 12 };
/** The grid behind the bars. */
export const GRID = '#e2e8f0';
