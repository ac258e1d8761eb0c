import { mergeMethods, resource } from '../../rpc/method';
import { activeSessionMethods } from './user-methods/active-sessions';
import { deleteAccountMethods } from './user-methods/delete-account';
import { emailVerificationMethods } from './user-methods/email-verification';
import { fanMethods } from './user-methods/fans';
import { lookupResourcesMethods } from './user-methods/lookup-resources';
import { mfaMethods } from './user-methods/mfa';
import { notificationSettingsMethods } from './user-methods/notification-settings';
import { ownDataMethods } from './user-methods/own-data';
import { passwordMethods } from './user-methods/password-reset';
import { profileMethods } from './user-methods/profile';
import { profileSettingsMethods } from './user-methods/profile-settings';
import { signUpMethods } from './user-methods/sign-up';
import { termsMethods } from './user-methods/terms';

/** Users: one resource, its methods grouped by topic in user-methods/ (higher domains add their own). */
export const userResource = resource(
  'user',
  mergeMethods(
    signUpMethods,
    ownDataMethods,
    termsMethods,
    notificationSettingsMethods,
    profileMethods,
    lookupResourcesMethods,
    fanMethods,
    mfaMethods,
    profileSettingsMethods,
    activeSessionMethods,
    deleteAccountMethods,
    passwordMethods,
    emailVerificationMethods,
  ),
  (created) => (created as { userId: string }).userId,
);
