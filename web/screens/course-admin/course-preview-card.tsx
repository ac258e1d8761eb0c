import { useTranslation } from 'react-i18next';
import { readableTextOn } from '../../../common/format/contrast';

interface CoursePreviewCardProps {
  name: string;
  category: string;
  imageUrl: string | null;
  primary: string;
  accent: string;
}

/**
 * The course as the catalogue shows it, drawn from unsaved values so changes show at once. The
 * category chip's text is black or white, whichever contrasts more with the accent colour.
 */
export function CoursePreviewCard({ name, category, imageUrl, primary, accent }: CoursePreviewCardProps) {
  const { t } = useTranslation();
  const chipText = readableTextOn(accent).text;
  return (
    <figure className="w-72 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video" style={{ backgroundColor: primary }}>
        {imageUrl ? (
          <img src={imageUrl} alt="" className="size-full object-cover" />
        ) : (
          <p className="flex size-full items-center justify-center text-sm font-medium text-white">
            <span className="rounded bg-black/40 px-2 py-1">{t('courseAdmin.appearance.noImage')}</span>
          </p>
        )}
      </div>
      <figcaption className="space-y-2 p-4">
        <span
          className="inline-block rounded-full px-2 py-0.5 text-xs font-semibold"
          style={{ backgroundColor: accent, color: chipText }}
        >
          {t(`courseForm.categories.${category}` as 'courseForm.categories.data')}
        </span>
        <p className="font-semibold" style={{ color: primary }}>
          {name}
        </p>
        <div className="h-1 rounded" style={{ backgroundColor: primary }} />
      </figcaption>
    </figure>
  );
}
