import { useTranslation } from 'react-i18next';

/**
 * The course description of the landing page: plain text as the course admin typed it, a paragraph
 * for each run of lines between blank lines, its line breaks kept, in the course's `language`.
 * Nothing when it is empty.
 */
export function CourseDescription({ description, language }: { description: string; language: string }) {
  const { t } = useTranslation();
  const paragraphs = description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="course-description-heading">
      <h2 id="course-description-heading" className="text-2xl font-semibold text-slate-900">
        {t('rendering.landing.about')}
      </h2>
      <div lang={language} className="mt-4 space-y-4 text-slate-700">
        {paragraphs.map((paragraph, index) => (
          // Paragraphs may repeat; their position is what identifies them here.
          // biome-ignore lint/suspicious/noArrayIndexKey: the description is read-only and ordered.
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
