import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CourseLandingPage } from '../../../common/api/catalogue';
import { COURSE_IMAGE_SIZES } from '../../../common/image-variants';
import { SCREEN_ROUTES } from '../../../common/routes';
import { catalogueKeys, landingPageQuery } from '../../api/catalogue';
import { enrollableClassesQuery } from '../../api/enrolment';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { CourseImage } from '../../components/course-image';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { coursePagePath, profilePath } from '../../lib/paths';
import { JoinClassesSection } from '../class-enrol/join-classes-section';
import { CourseDescription } from './course-description';

/**
 * A course's landing page (spec §2): what it teaches, its outline, who made it and its details.
 * Its classes ("Join a class") are asked for alongside the course and the page is drawn once both
 * have come, so the sections below them never move down as it arrives.
 */
export function CourseLandingScreen() {
  const { t } = useTranslation();
  const { courseCode = '' } = useParams();
  const queryClient = useQueryClient();
  const { currentUser, userLoaded } = useAuthState();
  const landing = useQuery({
    ...landingPageQuery(courseCode),
    retry: false,
  });
  const classes = useQuery({
    ...enrollableClassesQuery(courseCode, currentUser?.userId ?? null),
    enabled: userLoaded,
  });
  // A course that is not there says so in the tab's title too, not the brand alone.
  usePageTitle(landing.isError ? t('catalogue.landing.notFound') : (landing.data?.name ?? ''));
  // Reading the page recorded a visit: the Recent menu is stale now.
  useEffect(() => {
    if (landing.data) queryClient.invalidateQueries({ queryKey: catalogueKeys.recent });
  }, [landing.data, queryClient]);

  if (landing.isPending || (landing.isSuccess && classes.isPending)) {
    return <ScreenSkeleton label={t('catalogue.landing.loading')} />;
  }
  if (landing.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h1 className="text-2xl font-semibold text-slate-900">{t('catalogue.landing.notFound')}</h1>
        <Link to={SCREEN_ROUTES.courses} className={`${SECONDARY_BUTTON} mt-6`}>
          {t('catalogue.landing.browse')}
        </Link>
      </div>
    );
  }
  return <LandingContent course={landing.data} />;
}

/** How the course's certificate is earned, and the learning time it asks first; '' when it issues none. */
function certificateText(t: TFunction, certificate: CourseLandingPage['certificate']): string {
  if (!certificate) return '';
  const rule =
    certificate.issueRule === 'assessment'
      ? t('catalogue.landing.certificateRules.assessment', { passMark: certificate.passMark })
      : t(`catalogue.landing.certificateRules.${certificate.issueRule}`);
  const minutes = certificate.minLearningMinutes ?? 0;
  return minutes > 0 ? t('catalogue.landing.certificateAfter', { rule, minutes }) : rule;
}

function LandingContent({ course }: { course: CourseLandingPage }) {
  const { t } = useTranslation();
  const details: Array<[string, string]> = [
    [
      t('courseForm.courseType'),
      t(`courseForm.courseTypes.${course.courseType}` as 'courseForm.courseTypes.OTHER'),
    ],
    [
      t('courseForm.credentialFramework'),
      course.credentialFramework ? t(`courseForm.frameworks.${course.credentialFramework}`) : '',
    ],
    [t('courseForm.category'), t(`courseForm.categories.${course.category}` as 'courseForm.categories.data')],
    [t('courseForm.language'), t(`courseForm.languages.${course.language}` as 'courseForm.languages.en')],
    [
      t('courseForm.sectors'),
      course.sectorTypes
        .map((id) => t(`courseForm.sectorNames.${id}` as 'courseForm.sectorNames.HIGHER_EDUCATION'))
        .join(', '),
    ],
    [
      t('courseForm.classifications'),
      course.classifications
        .map((id) => t(`courseForm.classificationNames.${id}` as 'courseForm.classificationNames.PATHWAY'))
        .join(', '),
    ],
    [t('courseForm.learningHours'), course.learningHours === null ? '' : String(course.learningHours)],
    [t('catalogue.landing.certificate'), certificateText(t, course.certificate)],
  ];
  return (
    <ScreenFrame>
      {course.bannerUrl && (
        <CourseImage
          src={course.bannerUrl}
          {...COURSE_IMAGE_SIZES.banner}
          sizes="100vw"
          priority
          className="h-48 w-full object-cover sm:h-64"
        />
      )}
      <PageHeader title={course.name} lead={course.objective}>
        {course.creator && (
          <p className="text-sm text-slate-700">
            {t('catalogue.landing.createdBy')}{' '}
            {course.creator.profileName ? (
              <Link
                to={profilePath(course.creator.profileName)}
                className="font-medium text-brand-800 underline"
              >
                {course.creator.fullName}
              </Link>
            ) : (
              <span className="font-medium">{course.creator.fullName}</span>
            )}
          </p>
        )}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="flex flex-col gap-10">
          <CourseDescription description={course.description} language={course.language} />
          <JoinClassesSection coursePath={course.path} />
          {course.outcomes.length > 0 && (
            <section>
              <h2 className="text-2xl font-semibold text-slate-900">{t('catalogue.landing.outcomes')}</h2>
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {course.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </section>
          )}
          <section>
            <h2 className="text-2xl font-semibold text-slate-900">{t('catalogue.landing.outline')}</h2>
            {course.modules.length === 0 ? (
              <p className="mt-4 text-slate-700">{t('catalogue.landing.noOutline')}</p>
            ) : (
              <ol className="mt-4 space-y-4">
                {course.modules.map((module, index) => (
                  // Module titles may repeat; their position is what identifies them here.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the outline is read-only and ordered.
                  <li key={index} className="rounded-xl border border-slate-200 p-4">
                    <h3 className="font-semibold text-slate-900">{module.title}</h3>
                    {module.pages.length === 0 ? (
                      <p className="mt-2 text-sm text-slate-600">{t('catalogue.landing.noPages')}</p>
                    ) : (
                      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-slate-700">
                        {module.pages.map((page) => (
                          <li key={page.path}>
                            <Link
                              to={coursePagePath(course.path, page.path)}
                              className="text-brand-800 underline"
                            >
                              {page.title}
                            </Link>
                          </li>
                        ))}
                      </ol>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside className="h-fit rounded-2xl border border-slate-200 p-5">
          {course.imageUrl && (
            <CourseImage
              src={course.imageUrl}
              {...COURSE_IMAGE_SIZES.image}
              // The aside is 20rem beside the content from 1024 pixels, the page's width below.
              sizes="(min-width: 1024px) 20rem, 100vw"
              priority={!course.bannerUrl}
              className="mb-4 aspect-video w-full rounded-lg object-cover"
            />
          )}
          <h2 className="text-lg font-semibold text-slate-900">{t('catalogue.landing.details')}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {details
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-slate-800">{label}</dt>
                  <dd className="text-slate-700">{value}</dd>
                </div>
              ))}
          </dl>
        </aside>
      </div>
    </ScreenFrame>
  );
}
