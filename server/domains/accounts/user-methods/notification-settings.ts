import { notificationSettingsCalls } from '../../../../common/api/notification-settings';
import { serve, servedMethods } from '../../../rpc/method';
import { notificationSettingsOf, setNotificationSettings } from '../notification-settings';
import { ownAccount } from '../policy';

/** The signed-in user's notification settings per kind, in the app and by e-mail. */
export const notificationSettingsMethods = servedMethods(
  serve(notificationSettingsCalls.getUserNotificationSettings, {
    ...ownAccount,
    run: (db, _ctx, me) => notificationSettingsOf(db, me.userId),
  }),
  serve(notificationSettingsCalls.setNotificationSettings, {
    ...ownAccount,
    run: (db, _ctx, me, input) => setNotificationSettings(db, me.userId, input.settings),
  }),
);
