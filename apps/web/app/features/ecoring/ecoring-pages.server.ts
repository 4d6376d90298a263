import { type ApiClient, ecoringMinimumBid, type Lang } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { ecoringCardOf } from './ecoring-card-data.ts'
import {
  type EcoringListTab,
  ecoringDetailHref,
  ecoringListHref,
  isEcoringListTab,
  parseEcoringQuery,
} from './ecoring-query.ts'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The categories in the page's language (the static file names them in every language). */
async function categoriesIn(client: ApiClient, lang: Lang) {
  const answer = await client.call('GET /market/static/ecoring/categories.json')
  if (!answer.ok) return []
  return answer.data.data
    .filter((category) => category.lang === lang)
    .map(({ id, name }) => ({ id, name }))
}

/**
 * §2 Ecoring section, preview and time-limit tabs: a page of the tab's lots for the query's
 * category, the category tags, and the last page (§3: `pagination.total`). A page past the last
 * (lots ended or started since the link was made) is the last page instead; §8: a list that
 * cannot be read reads as an empty one.
 */
export async function loadEcoringList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  tab: EcoringListTab,
) {
  const lang = requestLang(request)
  const client = api(context, lang)
  const state = parseEcoringQuery(new URL(request.url).searchParams)
  const query = {
    page: state.page,
    ...(state.category !== null && { category_id: state.category }),
  }
  const [list, categories] = await Promise.all([
    tab === 'preview'
      ? client.call('GET /market/v2/ecoring/preview', { query })
      : client.call('GET /market/v2/ecoring', { query }),
    categoriesIn(client, lang),
  ])
  const { items, pagination } = list.ok
    ? list.data
    : { items: [], pagination: { total: 1, page: state.page } }
  if (items.length === 0 && state.page > pagination.total) {
    throw redirect(ecoringListHref(tab, { ...state, page: pagination.total }))
  }
  return {
    tab,
    state,
    categories,
    cards: items.map((item) => ecoringCardOf(tab, item)),
    lastPage: pagination.total,
    now: nowSeconds(),
  }
}

const ID = /^[1-9]\d{0,8}$/

/**
 * §2 Ecoring detail: the lot (in any state) read through its tab's endpoint, and what its rank
 * means in the reader's language. Another option than the two tabs, an id that is not one, or a
 * lot the API does not know is the not-found page.
 */
export async function loadEcoringDetail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { option?: string; id?: string },
) {
  const { option, id } = params
  if (!isEcoringListTab(option) || !id || !ID.test(id)) throw data(null, { status: 404 })
  const lang = requestLang(request)
  const client = api(context, lang)
  const query = { id: Number(id) }
  const [detail, config] = await Promise.all([
    option === 'preview'
      ? client.call('GET /market/v2/ecoring/preview/detail', { query })
      : client.call('GET /market/v2/ecoring/detail', { query }),
    client.call('GET /market/static/ecoring/filter-config.json'),
  ])
  if (!detail.ok) {
    if (detail.refusal.status === 404 || detail.refusal.status === 400) {
      throw data(null, { status: 404 })
    }
    throw refused(detail.refusal)
  }
  const item = detail.data.data
  const rank = config.ok ? config.data.ranks.find((entry) => entry.id === item.rank) : undefined
  const { publicUrl } = context.get(pageContext)
  const origin = publicUrl || new URL(request.url).origin
  return {
    option,
    item,
    least: ecoringMinimumBid(item.price, item.bid_step_unit, item.bid_count),
    rankMeaning: rank ? rank.label[lang] : null,
    origin,
    // One address for search engines: a lot's preview page until it opens, then its auction's.
    url: new URL(
      ecoringDetailHref(item.state === 'preview' ? 'preview' : 'timelimit', item.id),
      origin,
    ).toString(),
    now: nowSeconds(),
  }
}
