import { useTranslation } from 'react-i18next';

/** The proof that server rendering works: a component drawn by React on the server. */
export function SsrTestView() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-semibold text-slate-900">{t('rendering.ssrTest.title')}</h1>
      <p className="mt-4 text-slate-700">{t('rendering.ssrTest.works')}</p>
    </>
  );
}
