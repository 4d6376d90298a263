import { quantityFetcher, removeFetcher } from './cart-line.tsx'

/** A fetcher as `useFetchers()` lists it: its key, and the form it is sending, if any. */
type Sending = { key: string; formData?: FormData }

/**
 * What is on its way to the server for these lines (by key): the quantities being saved, and the
 * lines being removed.
 */
export function pendingChanges(keys: readonly string[], fetchers: readonly Sending[]) {
  const sending = new Map<string, number>()
  const removing = new Set<string>()
  for (const key of keys) {
    for (const fetcher of fetchers) {
      if (!fetcher.formData) continue
      if (fetcher.key === quantityFetcher(key)) {
        sending.set(key, Number(fetcher.formData.get('quantity')))
      }
      if (fetcher.key === removeFetcher(key)) removing.add(key)
    }
  }
  return { sending, removing }
}
