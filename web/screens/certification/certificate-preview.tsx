import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CertificateDesign, certificateImagePath } from '../../../common/api/certification';

/** What the preview prints besides the design: the course's, and a sample learner's. */
export interface PreviewFacts {
  learnerName: string;
  courseName: string;
  learningHours: number | null;
  outcomes: readonly string[];
}

// A signatory over their line, their signature image standing on it.
const SIGNATORY_CLASS = 'relative w-[20cqw] border-t-[0.12cqw] border-slate-500 pt-[0.7cqw] text-left';
// The code printed under the QR code: the shape of a real one (two groups of five).
const SAMPLE_CODE = 'K7Q2M-9XW4T';
// As many outcomes as the PDF prints.
const MAX_OUTCOMES = 5;
// A QR code of version 1: 21 modules a side, a finder square of 7 in three corners.
const QR_MODULES = 21;
const FINDER = 7;
const FINDER_CORNERS = [
  [0, 0],
  [0, QR_MODULES - FINDER],
  [QR_MODULES - FINDER, 0],
] as const;

/** The top left of the finder square holding a module (grown by `margin` on every side), if any. */
const finderOf = (row: number, column: number, margin = 0) =>
  FINDER_CORNERS.find(
    ([top, left]) =>
      row >= top - margin &&
      row < top + FINDER + margin &&
      column >= left - margin &&
      column < left + FINDER + margin,
  );

// A placeholder's module: a finder's ring and centre, light around the finders, a fixed scatter
// elsewhere. The PDF's real QR code leads to the certificate's verification page.
function isDark(row: number, column: number): boolean {
  const finder = finderOf(row, column);
  if (finder) {
    const [r, c] = [row - finder[0], column - finder[1]];
    return (
      r === 0 || r === FINDER - 1 || c === 0 || c === FINDER - 1 || (r >= 2 && r <= 4 && c >= 2 && c <= 4)
    );
  }
  return !finderOf(row, column, 1) && ((row * 31 + column * 17) ^ (row * column)) % 7 < 3;
}

const QR_PATH = Array.from({ length: QR_MODULES * QR_MODULES }, (_, cell) => {
  const [row, column] = [Math.floor(cell / QR_MODULES), cell % QR_MODULES];
  return isDark(row, column) ? `M${column} ${row}h1v1h-1z` : '';
}).join('');

/**
 * The certificate as its PDF draws it (A4 landscape: the border in the primary colour, a line
 * inside it in the accent colour, the logo, the title, the learner, the wording, the course, its hours and
 * outcomes, the date, signatories with their signatures over lines, the QR code and code), in HTML that follows the
 * form as it is typed. Sizes are in hundredths of the card's width (cqw), so it scales as the page.
 */
export function CertificatePreview({
  design,
  logoKey,
  facts,
}: {
  design: CertificateDesign;
  /** The course's logo, drawn above the title. */
  logoKey?: string | null | undefined;
  facts: PreviewFacts;
}) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const { colours, fields } = design;
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());
  return (
    <figure aria-labelledby={captionId} className="space-y-3">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-800">
        {t('certificationAdmin.preview.title')}
      </figcaption>
      <div className="@container rounded-sm bg-white shadow-lg ring-1 ring-slate-200">
        <div className="relative aspect-[297/210] overflow-hidden text-slate-700">
          <div className="absolute inset-[2.4cqw] border-[0.7cqw]" style={{ borderColor: colours.primary }} />
          <div className="absolute inset-[3.8cqw] border-[0.18cqw]" style={{ borderColor: colours.accent }} />
          <div
            className={`absolute inset-x-[6.7cqw] flex flex-col items-center text-center ${logoKey ? 'top-[5.2cqw]' : 'top-[9cqw]'}`}
          >
            {logoKey && (
              <img
                src={certificateImagePath(logoKey)}
                alt={t('certificationAdmin.preview.logo')}
                className="mb-[1.4cqw] h-[6.6cqw] max-w-[24cqw] object-contain"
              />
            )}
            <p className="text-[4cqw] font-bold leading-tight" style={{ color: colours.primary }}>
              {design.title}
            </p>
            <p className="mt-[2.6cqw] text-[3.3cqw] font-bold leading-tight text-slate-900">
              {facts.learnerName}
            </p>
            {design.wording && <p className="mt-[1.2cqw] text-[1.7cqw]">{design.wording}</p>}
            {fields.course && (
              <p className="mt-[1.2cqw] text-[2.4cqw] font-bold" style={{ color: colours.accent }}>
                {facts.courseName}
              </p>
            )}
            {fields.hours && facts.learningHours !== null && (
              <p className="mt-[0.8cqw] text-[1.4cqw]">
                {t('certificationAdmin.preview.hours', { count: facts.learningHours })}
              </p>
            )}
            {fields.grade && (
              <p className="mt-[0.8cqw] text-[1.4cqw]">{t('certificationAdmin.preview.grade')}</p>
            )}
            {fields.outcomes && facts.outcomes.length > 0 && (
              <div className="mt-[0.8cqw] text-[1.2cqw]">
                <p className="font-bold">{t('certificationAdmin.preview.outcomes')}</p>
                <ul>
                  {facts.outcomes.slice(0, MAX_OUTCOMES).map((outcome) => (
                    <li key={outcome}>• {outcome}</li>
                  ))}
                </ul>
              </div>
            )}
            {fields.date && (
              <p className="mt-[0.8cqw] text-[1.3cqw] text-slate-600">
                {t('certificationAdmin.preview.issuedOn', { date: today })}
              </p>
            )}
          </div>
          <ul className="absolute bottom-[9.5cqw] left-[6.7cqw] flex gap-[2.2cqw]">
            {design.signatories.map((signatory, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: signatories are edited in place; their position is their identity.
              <li key={index} className={SIGNATORY_CLASS}>
                {signatory.signatureKey && (
                  <img
                    src={certificateImagePath(signatory.signatureKey)}
                    alt={t('certificationAdmin.preview.signature', { name: signatory.name })}
                    className="absolute bottom-full left-[0.5cqw] mb-[0.4cqw] h-[5.4cqw] max-w-[17.8cqw] object-contain object-left-bottom"
                  />
                )}
                <p className="text-[1.3cqw] font-bold text-slate-900">{signatory.name}</p>
                {signatory.title && <p className="text-[1.1cqw] text-slate-600">{signatory.title}</p>}
              </li>
            ))}
          </ul>
          <div className="absolute right-[6.7cqw] bottom-[6cqw] flex flex-col items-end gap-[0.5cqw]">
            <svg
              aria-hidden="true"
              viewBox={`-1 -1 ${QR_MODULES + 2} ${QR_MODULES + 2}`}
              className="size-[9.3cqw] bg-white"
            >
              <path d={QR_PATH} fill="#0f172a" />
            </svg>
            <p className="text-[0.95cqw] text-slate-600">
              {t('certificationAdmin.preview.code', { code: SAMPLE_CODE })}
            </p>
          </div>
        </div>
      </div>
      <p className="text-sm text-slate-600">{t('certificationAdmin.preview.note')}</p>
    </figure>
  );
}
