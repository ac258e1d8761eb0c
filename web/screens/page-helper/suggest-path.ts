import { PAGE_PATH_MAX } from '../../../common/api/page-admin';
import { slugOf } from '../../../common/slug';

/** A page path suggested from a title (its slug; empty until the title has letters or digits). */
export function suggestPath(title: string): string {
  return slugOf(title, { maxLength: PAGE_PATH_MAX, fallback: '' });
}
