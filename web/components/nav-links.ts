import { SCREEN_ROUTES } from '../../common/routes';

/** Footer link groups: the platform and the company pages (spec §2 marketing routes). */
export const FOOTER_LINK_GROUPS = [
  {
    heading: 'footer.platform',
    links: [
      { to: SCREEN_ROUTES.courses, label: 'nav.courses' },
      { to: SCREEN_ROUTES.learningServices, label: 'nav.learningServices' },
    ],
  },
  {
    heading: 'footer.company',
    links: [
      { to: SCREEN_ROUTES.about, label: 'nav.about' },
      { to: SCREEN_ROUTES.contact, label: 'nav.contact' },
      { to: SCREEN_ROUTES.partners, label: 'nav.partners' },
    ],
  },
] as const;
