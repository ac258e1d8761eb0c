import { useEffect } from 'react';
import { BRAND_NAME } from '../brand';

/** The title of spec §2: the non-empty parts joined with ' - ', the brand name last ('About - Kelas'). */
export function formatPageTitle(parts: readonly string[], brand: string = BRAND_NAME): string {
  return [...parts.filter((part) => part.trim() !== ''), brand].join(' - ');
}

/** Sets the document title; with no parts it is the brand name alone (home and the default). */
export function usePageTitle(...parts: string[]): void {
  const title = formatPageTitle(parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
