// The public face of notifications: certification tells learners through it; the composition uses the rest.

export { type IssuedCertificate, notifyCertificateIssued } from './certificate-notifications';
export { notificationsModule } from './module';
export { NOTIFICATION_CHANNEL } from './notify-channel';
