import type { PageSection } from '../../../common/api/course-page';
import { PageBlock } from '../course-page/page-block';

const COLUMN_CLASSES: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
};

/** Sections of a page, revision or template as a reader sees them (blocks in display mode), nothing editable. */
export function ReadOnlySections({ sections }: { sections: PageSection[] }) {
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <section
          key={section.id}
          className={`grid gap-6 ${COLUMN_CLASSES[Number(section.settings.columns)] ?? ''}`}
        >
          {typeof section.settings.heading === 'string' && section.settings.heading !== '' && (
            <h4 className="text-lg font-semibold text-slate-900 sm:col-span-full">
              {section.settings.heading}
            </h4>
          )}
          {section.blocks.map((block) => (
            <PageBlock key={block.id} block={block} exhibit={false} />
          ))}
        </section>
      ))}
    </div>
  );
}
