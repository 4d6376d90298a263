// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { noticeChannelRoutes } from './channel-routes.ts'
export { mailWanted, preferencesOf } from './channels.ts'
export { notificationsMessages } from './messages.ts'
export { outsideNoticesJob, unsubscribeLine, unsubscribeLinks } from './outside.ts'
export { eraseNotifications } from './personal-data.ts'
export { vapidKeys, webPushSender } from './push.ts'
export { notificationRoutes } from './routes.ts'
export {
  type Delivery,
  insertNotifications,
  type NewNotification,
  notificationsOfBoxes,
  publishNotifications,
} from './service.ts'
