import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoggedInUserData } from '../../common/api/user';
import { SCREEN_ROUTES } from '../../common/routes';
import { useLogOut } from '../auth/use-log-out';
import { profilePath } from '../lib/paths';
import { Dropdown, MENU_ITEM_CLASS } from './dropdown';
import { Icon } from './icon';
import { initials } from './initials';

/** The signed-in user's menu: their name on the button, account settings and log out inside. */
export function ProfileMenu({ user }: { user: LoggedInUserData }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  return (
    <Dropdown
      align="right"
      buttonClassName="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      label={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
          >
            {initials(user.fullName)}
          </span>
          <span className="max-w-40 truncate">{user.fullName}</span>
          <Icon name="chevronDown" className="size-4" />
        </>
      }
    >
      {user.profileName && (
        <Link role="menuitem" to={profilePath(user.profileName)} className={MENU_ITEM_CLASS}>
          <Icon name="user" className="size-4" />
          {t('profile.yourProfile')}
        </Link>
      )}
      <Link role="menuitem" to={SCREEN_ROUTES.myCourses} className={MENU_ITEM_CLASS}>
        <Icon name="book" className="size-4" />
        {t('myCourses.title')}
      </Link>
      <Link role="menuitem" to={SCREEN_ROUTES.myPortfolio} className={MENU_ITEM_CLASS}>
        <Icon name="book" className="size-4" />
        {t('portfolio.menuLabel')}
      </Link>
      <Link role="menuitem" to={SCREEN_ROUTES.invoices} className={MENU_ITEM_CLASS}>
        <Icon name="book" className="size-4" />
        {t('payment.purchases.menu')}
      </Link>
      <Link role="menuitem" to={SCREEN_ROUTES.subscriptions} className={MENU_ITEM_CLASS}>
        <Icon name="card" className="size-4" />
        {t('subscriptions.menu')}
      </Link>
      <Link role="menuitem" to={SCREEN_ROUTES.instalmentPayments} className={MENU_ITEM_CLASS}>
        <Icon name="card" className="size-4" />
        {t('instalments.menu')}
      </Link>
      <Link role="menuitem" to={SCREEN_ROUTES.accountSettings} className={MENU_ITEM_CLASS}>
        <Icon name="user" className="size-4" />
        {t('account.accountSettings')}
      </Link>
      <Link role="menuitem" to={SCREEN_ROUTES.notificationSettings} className={MENU_ITEM_CLASS}>
        <Icon name="mail" className="size-4" />
        {t('notificationSettings.title')}
      </Link>
      <button type="button" role="menuitem" onClick={logOut} className={MENU_ITEM_CLASS}>
        <Icon name="logOut" className="size-4" />
        {t('account.logOut')}
      </button>
    </Dropdown>
  );
}
