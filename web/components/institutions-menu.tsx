import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myInstitutionsQuery } from '../api/institutions';
import { institutionAdminPath } from '../lib/institution-paths';
import { Dropdown, MENU_ITEM_CLASS } from './dropdown';
import { Icon } from './icon';

/** Does the signed-in person run an institution (its owner or an administrator)? */
export const runsAnInstitution = (institutionRoles: Record<string, string>) =>
  Object.keys(institutionRoles).length > 0;

/** The top bar's 'Institutions' menu (spec §2): the institutions the signed-in person runs. */
export function InstitutionsMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown
      align="right"
      testId="institutions-menu"
      buttonClassName="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      label={
        <>
          {t('institutions.menu.label')}
          <Icon name="chevronDown" className="size-4" />
        </>
      }
    >
      <MyInstitutions inMenu />
    </Dropdown>
  );
}

/**
 * The person's institutions as links to running each (menu items `inMenu`), with their role.
 * Mounted only while its menu is open, so the list is fetched when someone looks at it.
 */
export function MyInstitutions({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const mine = useQuery(myInstitutionsQuery());
  const note = 'px-3 py-2 text-sm text-slate-700';
  return (
    <div className={inMenu ? 'w-72' : undefined}>
      <p className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('institutions.menu.heading')}
      </p>
      {mine.isPending ? (
        <p className={note}>{t('institutions.menu.loading')}</p>
      ) : mine.isError ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-800">
          {t('institutions.menu.loadError')}
        </p>
      ) : (
        mine.data.map((institution) => (
          <Link
            key={institution.path}
            role={inMenu ? 'menuitem' : undefined}
            to={institutionAdminPath('courses', institution.path)}
            className={MENU_ITEM_CLASS}
          >
            <Icon name="graduation" className="size-4 shrink-0" />
            <span className="min-w-0 flex-1 truncate">{institution.name}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {t(`institutions.roles.${institution.role}`)}
            </span>
          </Link>
        ))
      )}
    </div>
  );
}
