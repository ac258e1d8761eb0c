import { z } from 'zod';
import { SetNotificationSettingsInput } from '../../../../common/api/notification-settings';
import { method, type ResourceMethods } from '../../../rpc/method';
import { self } from '../../../rpc/policy';
import { notificationSettingsOf, setNotificationSettings } from '../notification-settings';
import { loadMe } from './load-me';

/** The signed-in user's notification settings per kind, in the app and by e-mail. */
export const notificationSettingsMethods: ResourceMethods = {
  read: {
    getUserNotificationSettings: method({
      input: z.object({}),
      allow: self,
      load: loadMe,
      run: (db, _ctx, me) => notificationSettingsOf(db, me.userId),
    }),
  },
  update: {
    setNotificationSettings: method({
      input: SetNotificationSettingsInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me, input) => setNotificationSettings(db, me.userId, input.settings),
    }),
  },
};
