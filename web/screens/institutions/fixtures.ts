import {
  type AddableCourse,
  DEFAULT_INSTITUTION_COLOURS,
  type InstitutionCourse,
  type InstitutionMember,
  type InstitutionSettings,
  type Membership,
  type PendingInvitation,
  type TeamMember,
} from '../../../common/api/institution';
import type { Portal, PortalSettings } from '../../../common/api/portal';
import type { StudentData } from '../../../common/api/student-data';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

/** An institution's settings as its owner reads them. */
export const SETTINGS: InstitutionSettings = {
  name: 'Universitas Nusantara',
  path: 'nusantara',
  country: 'au',
  region: 'au',
  status: 'active',
  colours: { ...DEFAULT_INSTITUTION_COLOURS },
  owner: { userId: '00000000-0000-4000-8000-000000000001', fullName: 'Siti Rahmah' },
  createdAt: '2026-03-02T04:00:00.000Z',
  myRole: 'owner',
};

export const OWNER: TeamMember = {
  userId: '00000000-0000-4000-8000-000000000001',
  fullName: 'Siti Rahmah',
  email: 'siti@kelas.example',
  role: 'owner',
  addedAt: '2026-03-02T04:00:00.000Z',
};

export const ADMINISTRATOR: TeamMember = {
  userId: '00000000-0000-4000-8000-000000000002',
  fullName: 'Budi Santoso',
  email: 'budi@kelas.example',
  role: 'administrator',
  addedAt: '2026-04-10T02:30:00.000Z',
};

/** One of the institution's courses, in use and listed in the catalogue. */
export const COURSE: InstitutionCourse = {
  path: 'algebra',
  name: 'Algebra for Beginners',
  imageUrl: null,
  displayed: true,
  status: 'active',
  classes: 2,
  learners: 1250,
  addedAt: '2026-04-12T03:00:00.000Z',
};

/** One of the institution's courses, archived and not listed. */
export const ARCHIVED_COURSE: InstitutionCourse = {
  path: 'old-physics',
  name: 'Physics 2019',
  imageUrl: null,
  displayed: false,
  status: 'archived',
  classes: 1,
  learners: 12,
  addedAt: '2026-03-05T03:00:00.000Z',
};

/** A course the caller administers that belongs to no institution. */
export const ADDABLE: AddableCourse = { path: 'chemistry', name: 'Chemistry Basics' };

/** An institution's membership as its team reads it: room left for learners, automatic membership off. */
export const MEMBERSHIP: Membership = {
  learnerLimit: 25,
  learners: 12,
  educators: 3,
  autoMembership: { isEnabled: false, rolesMapping: [{ domain: 'nusantara.example', role: 'learner' }] },
  canSetLearnerLimit: false,
};

/** The institution's `n`th member (from 1): a learner who enrolled in one of its courses. */
export const member = (n: number, change: Partial<InstitutionMember> = {}): InstitutionMember => ({
  userId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  fullName: `Learner ${n}`,
  email: `learner${n}@kelas.example`,
  role: 'learner',
  source: 'enrolment',
  joinedAt: '2026-05-04T03:00:00.000Z',
  ...change,
});

/** The institution's `n`th learner (from 1) in its student data: in one class of COURSE, 40% through. */
export const studentData = (n: number, change: Partial<StudentData> = {}): StudentData => ({
  userId: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
  fullName: `Learner ${n}`,
  email: `learner${n}@kelas.example`,
  joinedAt: '2026-05-04T03:00:00.000Z',
  classes: [
    {
      cohortPath: 'algebra-spring',
      cohortName: 'Spring 2026',
      coursePath: COURSE.path,
      courseName: COURSE.name,
      progress: 40,
      status: 'active',
    },
  ],
  lastActiveAt: '2026-06-10T03:00:00.000Z',
  learningTimeSeconds: 5460,
  ...change,
});

/** The institution's `n`th pending invitation (from 1): a learner invited and mailed the same day. */
export const pendingInvitation = (n: number, change: Partial<PendingInvitation> = {}): PendingInvitation => ({
  id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
  email: `invitee${n}@kelas.example`,
  role: 'learner',
  status: 'pending_enrolled',
  invitedAt: '2026-06-01T03:00:00.000Z',
  sentAt: '2026-06-01T03:00:00.000Z',
  ...change,
});

/** The portal's content: words, a text section between the courses and the questions, links and footer. */
const PORTAL_CONTENT = {
  strings: {
    headline: 'Learn with Nusantara',
    introduction: 'Courses for every learner in the archipelago.',
  },
  sellingPoints: [
    { title: 'Expert teachers', text: 'Every course is taught by practising educators.' },
    { title: 'Flexible hours', text: 'Learn when it suits you.' },
  ],
  faqs: [
    { question: 'How do I enrol?', answer: 'Open a course and choose a class.' },
    { question: 'Are the courses free?', answer: 'Most are; the price shows on each class.' },
  ],
  navBarLinks: [
    { label: 'About us', url: '/about/' },
    { label: 'Campus map', url: 'https://maps.nusantara.example/' },
  ],
  footerData: {
    text: 'Jalan Merdeka 1, Jakarta',
    links: [{ label: 'Contact', url: 'https://nusantara.example/contact' }],
  },
  pageSections: [
    { kind: 'courses' as const, title: '', text: '' },
    { kind: 'text' as const, title: 'Our story', text: 'Founded in 1990.\n\nNow online.' },
    { kind: 'faqs' as const, title: '', text: '' },
    { kind: 'sellingPoints' as const, title: 'What sets us apart', text: '' },
  ],
  googleTagManagerCode: '',
};

/** The institution's portal as a visitor sees it. */
export const PORTAL: Portal = {
  ...PORTAL_CONTENT,
  path: 'nusantara',
  name: 'Universitas Nusantara',
  logoUrl: null,
  themeData: { ...DEFAULT_INSTITUTION_COLOURS },
  viewAccess: 'public',
  canEdit: false,
};

/** The institution's portal settings as its owner reads them (not platform staff). */
export const PORTAL_SETTINGS: PortalSettings = {
  ...PORTAL_CONTENT,
  path: 'nusantara',
  name: 'Universitas Nusantara',
  logoUrl: null,
  viewAccess: 'public',
  featured: false,
  homeFeatured: false,
  portfolioAllowed: true,
  canFeature: false,
};

/** A refusal of the server by one field, with its reason's code. */
export function fieldRefusal(
  field: string,
  reason: string,
  code: string,
  params?: Record<string, number | string>,
) {
  return jsonResponse(
    {
      error: 'invalid_input',
      reason,
      fields: { [field]: reason },
      fieldCodes: { [field]: params ? { code, params } : { code } },
    },
    400,
  );
}

export const NOT_FOUND = () => jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);

type Handler = (call: FetchCall) => Response | Promise<Response>;

/** A handler answering `result` to every call. */
export const answer =
  (result: unknown): Handler =>
  () =>
    jsonResponse({ result });

/**
 * Stubs the calls on the institution at `nusantara` by their method ('read/getTeam',
 * 'update/addCourse'…): its settings unless told, anything else not found. Returns the calls made.
 */
export function serveInstitution(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = { 'read/getSettings': answer(SETTINGS), ...handlers };
  return stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    const handler = all[pathname.replace(/^\/json\/institute\/(\w+\/\w+)\/nusantara$/, '$1')];
    return handler ? handler(call) : NOT_FOUND();
  });
}
