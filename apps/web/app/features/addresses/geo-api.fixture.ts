import { vi } from 'vitest'

// A few units of the seeded data (old scheme: HCM → Gò Vấp → Phường 12; 2025: Hà Nội → Ba Đình).
const LISTS: Record<string, { id: string; name: string }[]> = {
  '/api/provinces': [
    { id: '01', name: 'Thành phố Hà Nội' },
    { id: '79', name: 'Thành phố Hồ Chí Minh' },
  ],
  '/api/districts?filter[province_id]=79': [
    { id: '760', name: 'Quận 1' },
    { id: '764', name: 'Quận Gò Vấp' },
  ],
  '/api/districts?filter[province_id]=01': [{ id: '001', name: 'Quận Ba Đình' }],
  '/api/wards?filter[district_id]=764': [{ id: '26881', name: 'Phường 12' }],
  '/api/wards?filter[district_id]=760': [{ id: '26740', name: 'Phường Bến Thành' }],
  '/api/wards?filter[district_id]=001': [{ id: '00001', name: 'Phường Phúc Xá' }],
  '/api/provinces?filter[scheme]=2025': [
    { id: '01', name: 'Thành phố Hà Nội' },
    { id: '79', name: 'Thành phố Hồ Chí Minh' },
  ],
  '/api/wards?filter[scheme]=2025&filter[province_id]=01': [
    { id: '00004', name: 'Phường Ba Đình' },
  ],
  '/api/wards?filter[scheme]=2025&filter[province_id]=79': [
    { id: '26882', name: 'Phường An Hội Tây' },
  ],
}

/** Answers the pickers' GETs from the lists above, as the API would (§7). */
export function stubGeoApi() {
  const fetch = vi.fn(async (url: string) => {
    const data = LISTS[url]
    return data
      ? Response.json({ data, current_page: 1, last_page: 1 })
      : Response.json({ message: 'Not found' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}
