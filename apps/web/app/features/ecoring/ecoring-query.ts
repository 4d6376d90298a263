import { ECORING_MAX_PAGE, type EcoringTab } from '@kaimono/contracts'

/** The tabs that list lots (§2: realtime shows a coming-soon picture instead). */
export type EcoringListTab = Exclude<EcoringTab, 'realtime'>
export const ECORING_LIST_TABS = ['preview', 'timelimit'] as const satisfies EcoringListTab[]

/** A list's state, all of it in the page's query (`?page=2&category_id=3`), so it can be shared. */
export type EcoringListState = { page: number; category: number | null }

const SECTION = '/other-market/ecoring'
/** A row id as the API takes it (§7 `category_id`): a positive int4. */
const ID = /^[1-9]\d{0,8}$/

export const isEcoringListTab = (value: string | undefined): value is EcoringListTab =>
  value === 'preview' || value === 'timelimit'

/**
 * Reads the list's query leniently, as the market lists do: a page out of range is the first, a
 * category that is not an id is all of them (the API would refuse either with a 400). For
 * loaders only: a value of the contracts' Ecoring module in the browser brings zod along.
 */
export function parseEcoringQuery(params: URLSearchParams): EcoringListState {
  const page = Number(params.get('page'))
  const category = params.get('category_id')?.trim() ?? ''
  return {
    page: Number.isInteger(page) && page >= 1 && page <= ECORING_MAX_PAGE ? page : 1,
    category: ID.test(category) ? Number(category) : null,
  }
}

/** A tab's list for a category (all when null) and page; the first page and all have no query. */
export function ecoringListHref(tab: EcoringListTab, state: EcoringListState): string {
  const query = new URLSearchParams()
  if (state.category !== null) query.set('category_id', String(state.category))
  if (state.page > 1) query.set('page', String(state.page))
  const text = query.toString()
  return `${SECTION}/${tab}${text ? `?${text}` : ''}`
}

/** §2 Ecoring detail: `/other-market/ecoring/detail/{option}/{id}`, the option the tab it is from. */
export const ecoringDetailHref = (option: EcoringListTab, id: number) =>
  `${SECTION}/detail/${option}/${id}`

/** Whether a path is one of the section's lists (its skeletons show while another loads). */
export const isEcoringListPath = (pathname: string) =>
  ECORING_LIST_TABS.some((tab) => pathname.replace(/\/+$/, '') === `${SECTION}/${tab}`)
