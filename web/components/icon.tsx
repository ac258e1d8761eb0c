import { classNames } from './class-names';

// Outline icons on a 24-unit grid, drawn with the current text colour. Inline SVG keeps them
// within the CSP (no external images) and out of the JavaScript that matters for first load.
const PATHS = {
  arrowDown: 'M12 5v14 M6 13l6 6 6-6',
  arrowUp: 'M12 19V5 M6 11l6-6 6 6',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z M8.5 14 7 22l5-3 5 3-1.5-8',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 21h4',
  blocks: 'M12 3l9 5-9 5-9-5z M3 13l9 5 9-5',
  book: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z M5 17a3 3 0 0 1 3-3h11',
  briefcase: 'M3 8h18v12H3z M8 8V5h8v3 M3 13h18',
  building: 'M4 21V7l8-4 8 4v14 M2 21h20 M9 21v-5h6v5 M9 10h.01 M15 10h.01',
  card: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  chat: 'M4 5h16v11H9l-5 4z M8 9h8 M8 12h5',
  check: 'M9 12l2 2 4-4 M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  chevronDown: 'M6 9l6 6 6-6',
  copy: 'M9 9h11v11H9z M5 15H4V4h11v1',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M15.5 8.5l-2 5-5 2 2-5z',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3a14 14 0 0 1 0 18 M12 3a14 14 0 0 0 0 18',
  grip: 'M9 6h.01 M15 6h.01 M9 12h.01 M15 12h.01 M9 18h.01 M15 18h.01',
  image: 'M3 5h18v14H3z M3 16l5-5 4 4 3-3 5 5 M15.5 9h.01',
  graduation: 'M2 9l10-5 10 5-10 5z M6 11v5c3 2 9 2 12 0v-5',
  logOut: 'M9 4H5v16h4 M14 8l4 4-4 4 M18 12H9',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  migrate: 'M4 8h13 M13 4l4 4-4 4 M20 16H7 M11 12l-4 4 4 4',
  pencil: 'M4 20h4L19 9l-4-4L4 16z M14 6l4 4',
  plus: 'M12 5v14 M5 12h14',
  plug: 'M9 2v5 M15 2v5 M6 7h12v4a6 6 0 0 1-12 0z M12 17v5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M20 20l-4-4',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M8.6 13.5l6.8 4 M15.4 6.5l-6.8 4',
  store: 'M4 9l1.5-5h13L20 9 M4 9v11h16V9 M4 9h16 M9 20v-6h6v6',
  trash: 'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21a7 7 0 0 1 14 0 M16 3.5a4 4 0 0 1 0 7 M18 14a7 7 0 0 1 4 7',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative outline icon (hidden from assistive technology: the text beside it says it all). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classNames('shrink-0', className ?? 'size-5')}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
