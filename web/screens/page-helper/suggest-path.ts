import { PAGE_PATH_MAX } from '../../../common/api/page-admin';

/** A page path suggested from a title: lowercase letters and digits joined by hyphens. */
export function suggestPath(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, PAGE_PATH_MAX)
    .replace(/-+$/, '');
}
