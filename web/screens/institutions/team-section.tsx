import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { institutionTeamQuery } from '../../api/institutions';
import { LoadError } from '../../components/load-error';
import { AddAdministratorForm } from './add-administrator-form';
import { RemoveAdministratorDialog } from './remove-administrator-dialog';
import { TeamTable } from './team-table';

/**
 * The Team section: the institution's owner and administrators, adding an administrator by
 * e-mail and removing one after a confirmation (the owner stays); what was done is announced.
 */
export function TeamSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const team = useQuery(institutionTeamQuery(institutionPath));
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const administrators = team.data?.filter((member) => member.role === 'administrator') ?? [];

  return (
    <div className="space-y-8">
      <section aria-labelledby="team-heading" className="space-y-4">
        <div>
          <h2 id="team-heading" className="text-lg font-semibold text-slate-900">
            {t('institutions.team.heading')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('institutions.team.lead')}</p>
        </div>
        <p role="status" className="text-sm font-medium text-green-800">
          {announcement}
        </p>
        {team.isPending ? (
          <p role="status" className="text-slate-600">
            {t('institutions.team.loading')}
          </p>
        ) : team.isError ? (
          <LoadError
            message={t('institutions.team.loadError')}
            retryLabel={t('institutions.retry')}
            onRetry={() => void team.refetch()}
          />
        ) : (
          <>
            <TeamTable members={team.data} onRemove={setRemoving} />
            {administrators.length === 0 && <p className="text-slate-600">{t('institutions.team.empty')}</p>}
          </>
        )}
      </section>
      <AddAdministratorForm
        institutionPath={institutionPath}
        onAdded={(email) => setAnnouncement(t('institutions.team.added', { email }))}
      />
      {removing && (
        <RemoveAdministratorDialog
          institutionPath={institutionPath}
          member={removing}
          onRemoved={() => {
            setAnnouncement(t('institutions.team.removed', { name: removing.fullName }));
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
