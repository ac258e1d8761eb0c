import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { institutionSettingsQuery, institutionTeamQuery } from '../../api/institutions';
import { useAuthState } from '../../auth/use-auth-state';
import { AddAdministratorForm } from './add-administrator-form';
import { RemoveAdministratorDialog } from './remove-administrator-dialog';
import { ListSection, QueryBody } from './section-parts';
import { TeamTable } from './team-table';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

/**
 * The Team section: the institution's owner and administrators, adding an administrator by
 * e-mail, removing one after a confirmation (the owner stays), and, for the owner and platform
 * staff, making one the owner; what was done is announced.
 */
export function TeamSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const team = useQuery(institutionTeamQuery(institutionPath));
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [promoting, setPromoting] = useState<TeamMember | null>(null);
  const { currentUser } = useAuthState();
  const settings = useQuery(institutionSettingsQuery(institutionPath));
  const mayTransfer = settings.data?.myRole === 'owner' || currentUser?.isStaff === true;
  const [announcement, setAnnouncement] = useState('');
  const administrators = team.data?.filter((member) => member.role === 'administrator') ?? [];

  return (
    <div className="space-y-8">
      <ListSection
        id="team-heading"
        heading={t('institutions.team.heading')}
        lead={t('institutions.team.lead')}
        announcement={announcement}
      >
        <QueryBody
          query={team}
          loading={t('institutions.team.loading')}
          loadError={t('institutions.team.loadError')}
        >
          {(members) => (
            <>
              <TeamTable
                members={members}
                onRemove={setRemoving}
                onMakeOwner={mayTransfer ? setPromoting : undefined}
              />
              {administrators.length === 0 && (
                <p className="text-slate-600">{t('institutions.team.empty')}</p>
              )}
            </>
          )}
        </QueryBody>
      </ListSection>
      <AddAdministratorForm
        institutionPath={institutionPath}
        onAdded={(email) => setAnnouncement(t('institutions.team.added', { email }))}
      />
      {promoting && (
        <TransferOwnershipDialog
          institutionPath={institutionPath}
          member={promoting}
          onDone={() => {
            setAnnouncement(t('institutions.team.madeOwner', { name: promoting.fullName }));
            setPromoting(null);
          }}
          onClose={() => setPromoting(null)}
        />
      )}
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
