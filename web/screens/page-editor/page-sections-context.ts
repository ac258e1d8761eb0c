import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { PageSection } from '../../../common/api/course-page';

/** The sections of the page being edited, for setup forms that name other blocks of the page (a gallery's source). */
export const PageSectionsContext = createContext<readonly PageSection[]>([]);

/** The post blocks of the page being edited, in page order, each with its number among them (from 1). */
export function usePagePostBlocks(): Array<{ id: string; number: number; prompt: string }> {
  const sections = useContext(PageSectionsContext);
  return sections
    .flatMap((section) => section.blocks)
    .filter((block) => block.widgetType === 'post')
    .map((block, index) => ({
      id: block.id,
      number: index + 1,
      prompt: typeof block.setupData.prompt === 'string' ? block.setupData.prompt : '',
    }));
}

/** A post block's name in the source list: its number among the page's post blocks and the start of its prompt. */
export const postBlockLabel = (t: TFunction, block: { number: number; prompt: string }): string => {
  // The prompt is rich text the server sanitised: its words, without the markup.
  const prompt = (new DOMParser().parseFromString(block.prompt, 'text/html').body.textContent ?? '').trim();
  if (!prompt) return t('pageEditor.gallerySetup.postBlockUntitled', { number: block.number });
  return t('pageEditor.gallerySetup.postBlock', {
    number: block.number,
    prompt: prompt.length > 60 ? `${prompt.slice(0, 59)}…` : prompt,
  });
};
