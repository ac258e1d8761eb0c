import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageSettings } from '../../../common/api/page-admin';
import { outlineKey } from '../../api/outline';
import { deletePage, pageSettingsQuery } from '../../api/page-admin';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { DialogBody } from '../../components/dialog-body';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { Modal } from '../../components/modal';
import { coursePagePath } from '../../lib/paths';
import { PageHelperModal } from '../page-helper/page-helper-modal';
import { MigrateLayoutForm } from './migrate-layout-form';
import { PageSettingsForm } from './page-settings-form';
import { SaveTemplateForm } from './save-template-form';
import { ThumbnailField } from './thumbnail-field';

interface PageSettingsModalProps {
  pageId: string;
  coursePath: string;
  onClose: () => void;
  onSaved: (settings: PageSettings) => void;
  onDeleted: () => void;
}

/**
 * The page settings modal (spec §4): title, path and thumbnail; delete; copy (the page helper at
 * its copy details step, in place of this dialog); migrate layout; save as template.
 */
export function PageSettingsModal({
  pageId,
  coursePath,
  onClose,
  onSaved,
  onDeleted,
}: PageSettingsModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const settings = useQuery(pageSettingsQuery(pageId));
  const remove = useMutation({
    mutationFn: () => deletePage(pageId),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: outlineKey(coursePath) });
      onDeleted();
    },
  });

  if (copying && settings.data?.moduleId) {
    return (
      <PageHelperModal
        coursePath={coursePath}
        moduleId={settings.data.moduleId}
        initialStep="copyDetails"
        sourcePageId={pageId}
        onClose={() => setCopying(false)}
        onCreated={(created) => {
          queryClient.invalidateQueries({ queryKey: outlineKey(coursePath) });
          navigate(coursePagePath(created.coursePath, created.path, 'edit'));
          onClose();
        }}
      />
    );
  }

  const data = settings.data;
  return (
    <Modal title={t('pageSettings.heading')} onClose={onClose}>
      {settings.isPending && <p className="text-slate-600">{t('pageSettings.loading')}</p>}
      <FormAlert message={errorText(settings.error)} />
      {data && (
        <DialogBody>
          <div className="space-y-6">
            <PageSettingsForm settings={data} onSaved={onSaved} />
            <Part heading={t('pageSettings.thumbnailHeading')}>
              <ThumbnailField settings={data} />
            </Part>
            <Part heading={t('pageSettings.migrate.heading')}>
              <MigrateLayoutForm pageId={pageId} />
            </Part>
            <Part heading={t('pageSettings.template.heading')}>
              <SaveTemplateForm pageId={pageId} />
            </Part>
            <Part heading={t('pageSettings.moreActions')}>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  disabled={!data.moduleId}
                  onClick={() => setCopying(true)}
                >
                  {t('pageSettings.copy')}
                </button>
                <button
                  type="button"
                  className={DANGER_BUTTON}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('pageSettings.confirmDelete', { title: data.title })))
                      remove.mutate();
                  }}
                >
                  {remove.isPending ? t('pageSettings.deleting') : t('pageSettings.delete')}
                </button>
              </div>
              <FormAlert message={errorText(remove.error)} />
            </Part>
          </div>
        </DialogBody>
      )}
    </Modal>
  );
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {children}
    </section>
  );
}
