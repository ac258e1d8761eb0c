import type { NotificationSetting } from '../../common/api/notification-settings';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

/** Every kind of notification with the signed-in user's in-app and e-mail choice. */
export function fetchNotificationSettings(): Promise<NotificationSetting[]> {
  return apiRequest('GET', ownUserPath('read', 'getUserNotificationSettings'));
}

/** Saves the given kinds' choices; resolves with every kind as saved. */
export function saveNotificationSettings(settings: NotificationSetting[]): Promise<NotificationSetting[]> {
  return apiRequest('POST', ownUserPath('update', 'setNotificationSettings'), {
    body: { settings },
    loginRequired: true,
  });
}
