import { useEffect, useState } from 'react'

/** A province, district or ward as a picker shows it. */
export type Unit = { id: string; name: string }

// The lists never change between deployments; one download per page visit is enough, and the
// browser's cache (ETag, long max-age) serves later visits.
const loaded = new Map<string, Promise<Unit[]>>()

function load(url: string): Promise<Unit[]> {
  let list = loaded.get(url)
  if (!list) {
    list = fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      const body = (await response.json()) as { data: Unit[] }
      return body.data.map(({ id, name }) => ({ id, name }))
    })
    list.catch(() => loaded.delete(url))
    loaded.set(url, list)
  }
  return list
}

type GeoList = { units: Unit[]; state: 'idle' | 'loading' | 'ready' | 'failed' }

/** The units at `url`, fetched by the browser once the picker is shown; null means none. */
export function useGeoList(url: string | null, enabled: boolean): GeoList {
  const [list, setList] = useState<GeoList & { url: string | null }>({
    url: null,
    units: [],
    state: 'idle',
  })
  useEffect(() => {
    if (!url || !enabled) return
    let current = true
    setList((previous) => (previous.url === url ? previous : { url, units: [], state: 'loading' }))
    load(url).then(
      (units) => current && setList({ url, units, state: 'ready' }),
      () => current && setList({ url, units: [], state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [url, enabled])
  return url && list.url === url ? list : { units: [], state: 'idle' }
}
