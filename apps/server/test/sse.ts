import { request } from 'node:http'

export type SseEvent = { id?: string; event?: string; data: string }

/**
 * Opens a Server-Sent Events stream against a listening server and collects its events.
 * `next()` waits for the next event (or fails after `timeoutMs`).
 */
export function openStream(url: string, headers: Record<string, string>) {
  const events: SseEvent[] = []
  const waiting: (() => void)[] = []
  let buffer = ''
  let status = 0
  let close = () => {}
  const opened = new Promise<number>((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      status = res.statusCode ?? 0
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event: SseEvent = { data: '' }
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':')
            const value = rest.join(':').replace(/^ /, '')
            if (field === 'id') event.id = value
            else if (field === 'event') event.event = value
            else if (field === 'data') event.data += value
          }
          if (event.event) {
            events.push(event)
            for (const wake of waiting.splice(0)) wake()
          }
          end = buffer.indexOf('\n\n')
        }
      })
      resolve(status)
    })
    req.on('error', reject)
    req.end()
    close = () => req.destroy()
  })
  let taken = 0
  return {
    opened,
    events,
    close: () => close(),
    async next(timeoutMs = 5_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs
      while (events.length <= taken) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiting.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      return events[taken++] as SseEvent
    },
  }
}
