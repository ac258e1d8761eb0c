import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSection, Portal } from '../../../common/api/portal';
import { PortalCourses } from './portal-courses';

const POINT = 'rounded-2xl border-t-4 border-[var(--portal-accent)] bg-white p-6 shadow-sm';
const PARAGRAPH = 'max-w-3xl whitespace-pre-line text-slate-700 [&:not(:first-child)]:mt-4';

/** The portal's page sections in the team's order; selling points and questions only when there are some. */
export function PortalSections({ portal }: { portal: Portal }) {
  return (
    <>
      {portal.pageSections.map((section, index) => (
        // A text section may come twice with the same words: its place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the team's list, drawn in its order
        <PortalSectionView key={index} section={section} portal={portal} />
      ))}
    </>
  );
}

function PortalSectionView({ section, portal }: { section: PageSection; portal: Portal }) {
  const { t } = useTranslation();
  const title = section.title.trim();
  switch (section.kind) {
    case 'courses':
      return (
        <Band title={title || t('portal.sections.courses')}>
          <PortalCourses institutionPath={portal.path} />
        </Band>
      );
    case 'sellingPoints':
      if (portal.sellingPoints.length === 0) return null;
      return (
        <Band title={title || t('portal.sections.sellingPoints')}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {portal.sellingPoints.map((point, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the team's list, drawn in its order
              <li key={index} className={POINT}>
                <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
                {point.text && <p className="mt-2 text-slate-700">{point.text}</p>}
              </li>
            ))}
          </ul>
        </Band>
      );
    case 'faqs':
      if (portal.faqs.length === 0) return null;
      return (
        <Band title={title || t('portal.sections.faqs')}>
          <div className="space-y-3">
            {portal.faqs.map((faq, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the team's list, drawn in its order
              <details key={index} className="rounded-xl border border-slate-200 bg-white p-4">
                <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                  {faq.question}
                </summary>
                <p className="mt-3 whitespace-pre-line text-slate-700">{faq.answer}</p>
              </details>
            ))}
          </div>
        </Band>
      );
    default:
      return (
        <Band title={title}>
          {paragraphsOf(section.text).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
            <p key={index} className={PARAGRAPH}>
              {paragraph}
            </p>
          ))}
        </Band>
      );
  }
}

/** A text's paragraphs: its parts between blank lines, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** One section of the portal: its title as a heading (none for an untitled text) over its content. */
export function Band({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
    >
      {title && (
        <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
