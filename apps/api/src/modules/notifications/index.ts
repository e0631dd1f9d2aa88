/** Public face of notifications: `notify` (the one way to tell a person something) and device registration. */
export { registerPushToken } from './notifications.service.js';
export { type NotificationMessage, notify, notifyMany, type Recipient } from './notify.js';
