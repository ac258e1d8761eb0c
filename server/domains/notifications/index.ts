// The public face of notifications (the top layer): only the composition uses it.
export { notificationsModule } from './module';
export { NOTIFICATION_CHANNEL } from './notify-channel';
