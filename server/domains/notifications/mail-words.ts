import type { NotificationEvent } from '../../../common/api/notification';
import type { Language } from '../../../common/constants';

// The sentence of each event in a mail, in the recipient's language (the app composes its own in
// the browser: web/i18n). {actor} is who did it, {place} the course (and class).
const SENTENCES: Record<Language, Record<NotificationEvent, string> & { someone: string }> = {
  en: {
    someone: 'Someone',
    comment_on_post: '{actor} commented on your post in {place}',
    reply_to_comment: '{actor} replied to your comment in {place}',
    mention: '{actor} mentioned you in {place}',
    kudos_on_post: '{actor} gave kudos to your post in {place}',
    kudos_on_comment: '{actor} gave kudos to your comment in {place}',
    post_on_followed_page: '{actor} posted on a page you follow in {place}',
    announcement: '{actor} made an announcement in {place}',
    enrolment_approved: '{actor} approved your enrolment in {place}',
    work_marked: '{actor} marked your work in {place}',
    work_returned: '{actor} returned your work for you to submit again in {place}',
    certificate_issued: 'Your certificate of {place} is ready',
  },
  id: {
    someone: 'Seseorang',
    comment_on_post: '{actor} mengomentari posting Anda di {place}',
    reply_to_comment: '{actor} membalas komentar Anda di {place}',
    mention: '{actor} menyebut Anda di {place}',
    kudos_on_post: '{actor} memberi kudos pada posting Anda di {place}',
    kudos_on_comment: '{actor} memberi kudos pada komentar Anda di {place}',
    post_on_followed_page: '{actor} memposting di halaman yang Anda ikuti di {place}',
    announcement: '{actor} membuat pengumuman di {place}',
    enrolment_approved: '{actor} menyetujui pendaftaran Anda di {place}',
    work_marked: '{actor} menilai tugas Anda di {place}',
    work_returned: '{actor} mengembalikan tugas Anda untuk dikumpulkan lagi di {place}',
    certificate_issued: 'Sertifikat Anda untuk {place} sudah terbit',
  },
  ms: {
    someone: 'Seseorang',
    comment_on_post: '{actor} mengulas hantaran anda dalam {place}',
    reply_to_comment: '{actor} membalas ulasan anda dalam {place}',
    mention: '{actor} menyebut anda dalam {place}',
    kudos_on_post: '{actor} memberi kudos kepada hantaran anda dalam {place}',
    kudos_on_comment: '{actor} memberi kudos kepada ulasan anda dalam {place}',
    post_on_followed_page: '{actor} membuat hantaran di halaman yang anda ikuti dalam {place}',
    announcement: '{actor} membuat pengumuman dalam {place}',
    enrolment_approved: '{actor} meluluskan pendaftaran anda dalam {place}',
    work_marked: '{actor} menilai tugasan anda dalam {place}',
    work_returned: '{actor} memulangkan tugasan anda untuk dihantar semula dalam {place}',
    certificate_issued: 'Sijil anda bagi {place} sudah dikeluarkan',
  },
};

/**
 * Where it happened: the course (and class); for a qualification's certificate, which has no course,
 * the qualification its excerpt names.
 */
function placeOf(item: {
  event: NotificationEvent;
  courseName: string | null;
  className: string | null;
  excerpt?: string | null;
}): string {
  const place = [item.courseName, item.className].filter(Boolean).join(' · ');
  return place || (item.event === 'certificate_issued' ? (item.excerpt ?? '') : '');
}

/** A notification as one line of a mail, in `language`. */
export function mailSentence(
  language: Language,
  item: {
    event: NotificationEvent;
    actorName: string | null;
    courseName: string | null;
    className: string | null;
    excerpt?: string | null;
  },
): string {
  const words = SENTENCES[language];
  const place = placeOf(item);
  return words[item.event]
    .replace('{actor}', item.actorName ?? words.someone)
    .replace('{place}', place || '—');
}
