// Kaimono's service worker (issue 22): it shows the push notices the server sends (a title, a
// line and the page they lead to, all on this site) and opens that page when one is clicked.
self.addEventListener('push', (event) => {
  let notice = { title: 'Kaimono', body: '', url: '/customer/orders', tag: undefined }
  try {
    notice = { ...notice, ...event.data.json() }
  } catch {
    // A push without a readable body still says something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/favicon.svg',
      tag: notice.tag,
      data: { url: notice.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  // Only pages of this site: a notice never opens another origin.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin)
  const url = target.origin === self.location.origin ? target.href : self.location.origin
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const window of windows) {
        if (window.url === url && 'focus' in window) return window.focus()
      }
      return self.clients.openWindow(url)
    }),
  )
})
