import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { RenderFrame, ViewRenderer } from '../../common/api/rendering';
import { StaticView } from '../screens/course-page/blocks/frame-shown';
import { PageBlock } from '../screens/course-page/page-block';
import { PageSections } from '../screens/course-page/page-sections';
import { NoticeView } from './notice-view';
import { serverI18n } from './server-i18n';
import { SsrTestView } from './ssr-test-view';
import { ViewDocument } from './view-document';

/**
 * The web app's server-rendering entry, built by `vite build --ssr` into SSR_DIST and loaded by the
 * server at run time: read-only views of pages and blocks drawn by the app's own components.
 */

/**
 * `element` as a whole HTML document in the frame's language, titled by the parts `titleParts` gives
 * with the document's translator.
 */
function renderDocument(
  frame: RenderFrame,
  titleParts: (t: I18n['t']) => string[],
  element: ReactNode,
): string {
  const i18n = serverI18n(frame.language, frame.brand);
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ViewDocument frame={{ ...frame, language: i18n.language }} titleParts={titleParts(i18n.t)}>
        <StaticView value>{element}</StaticView>
      </ViewDocument>
    </I18nextProvider>,
  );
  return `<!doctype html>${markup}`;
}

export const renderSsrTest: ViewRenderer['renderSsrTest'] = (frame) =>
  renderDocument(frame, (t) => [t('rendering.ssrTest.title')], <SsrTestView />);

export const renderPageView: ViewRenderer['renderPageView'] = ({
  pageTitle,
  courseName,
  sections,
  ...frame
}) =>
  renderDocument(
    frame,
    () => [pageTitle, courseName],
    <article>
      <h1 className="text-3xl font-semibold text-slate-900">{pageTitle}</h1>
      <div className="mt-6">
        <PageSections sections={sections} exhibit={false} headingLevel={2} />
      </div>
    </article>,
  );

export const renderBlockView: ViewRenderer['renderBlockView'] = ({
  pageTitle,
  courseName,
  block,
  ...frame
}) => renderDocument(frame, () => [pageTitle, courseName], <PageBlock block={block} exhibit={false} />);

export const renderNotice: ViewRenderer['renderNotice'] = ({ notice, ...frame }) =>
  renderDocument(frame, (t) => [t(`rendering.${notice}.title`)], <NoticeView notice={notice} />);
export { renderScreen } from './render-screen';
