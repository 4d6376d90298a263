// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { eraseNotifications } from './personal-data.ts'
export { notificationRoutes } from './routes.ts'
export {
  type Delivery,
  insertNotifications,
  type NewNotification,
  notificationsOfBoxes,
  publishNotifications,
} from './service.ts'
