import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../components/button-styles';
import { Modal } from '../components/modal';

/**
 * While `dirty`, leaving asks first: navigation inside the app is held by the data router's
 * blocker (answered by the dialog this returns), closing or reloading the tab by `beforeunload`.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker.state === 'blocked' ? (
    <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
  ) : null;
}

function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.unsaved.title')} onClose={onStay}>
      <p className="text-slate-700">{t('profile.unsaved.body')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onStay} className={SECONDARY_BUTTON}>
          {t('profile.unsaved.stay')}
        </button>
        <button type="button" onClick={onLeave} className={DANGER_BUTTON}>
          {t('profile.unsaved.leave')}
        </button>
      </div>
    </Modal>
  );
}
