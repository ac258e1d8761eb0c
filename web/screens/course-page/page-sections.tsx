import type { ReactNode } from 'react';
import type { PageBlock as Block, PageSection } from '../../../common/api/course-page';
import { blockSettingsOf, sectionSettingsOf } from '../../../common/api/layout-settings';
import { BACKGROUNDS, GRID_COLUMNS, SPANS, spanOf } from '../../lib/block-layout';
import { PageBlock } from './page-block';

type HeadingLevel = 2 | 3 | 4;

interface PageSectionsProps {
  sections: readonly PageSection[];
  /** Exhibit mode (spec §4): blocks in exhibit mode, those hidden from exhibits left out. */
  exhibit: boolean;
  /** The level of section headings under the surrounding heading; block titles go one below. */
  headingLevel: HeadingLevel;
  /** Drawn under each block (a learner's "Mark as done"); passed in, so this renderer fetches nothing. */
  blockFooter?: (block: Block) => ReactNode;
  /** Drawn in place of a block's own view when it gives something (a learner's quiz form). */
  blockBody?: (block: Block) => ReactNode | undefined;
}

/**
 * A page's sections as a reader sees them: each section's heading and background, its blocks in
 * a grid of the section's columns with each block's span. View, focus and exhibit modes, history
 * previews, template previews and the server's rendering helpers all draw pages with this.
 */
export function PageSections({ sections, exhibit, headingLevel, blockFooter, blockBody }: PageSectionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => {
        const settings = sectionSettingsOf(section);
        return (
          <section key={section.id} className={BACKGROUNDS[settings.background]}>
            {settings.heading && (
              <Heading className="mb-4 text-xl font-semibold text-slate-900">{settings.heading}</Heading>
            )}
            <div className={`grid gap-6 ${GRID_COLUMNS[settings.columns]}`}>
              {section.blocks
                .filter((block) => !(exhibit && blockSettingsOf(block).exhibit.hidden))
                .map((block) => (
                  <div
                    key={block.id}
                    className={`min-w-0 ${SPANS[spanOf(block, settings.columns) as 1 | 2 | 3]}`}
                  >
                    <PageBlock
                      block={block}
                      exhibit={exhibit}
                      titleLevel={(headingLevel + 1) as 3 | 4 | 5}
                      body={blockBody?.(block)}
                    />
                    {blockFooter?.(block)}
                  </div>
                ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
