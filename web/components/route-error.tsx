import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from './button-styles';

/** Shown when a screen fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('app.errorTitle')}</h1>
      <p role="alert" className="mt-4 leading-7 text-slate-700">
        {t('app.errorBody')}
      </p>
      <div className="mt-8">
        <button type="button" onClick={() => window.location.reload()} className={PRIMARY_BUTTON}>
          {t('app.reload')}
        </button>
      </div>
    </main>
  );
}
