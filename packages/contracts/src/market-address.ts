type Addressed = { id: string; url: string; shop: { id: string } | null }

/** What `append` carries for an item of `shop` (Rakuten: its address; Yahoo!: the store), if anything. */
export function appendOf(shop: string, item: Addressed): string | null {
  if (shop === 'rakuten') return item.url
  if (shop === 'yahoo') return item.shop?.id ?? null
  return null
}

/** §2 the page of a market's item, with `append` where the market needs it. */
export function itemHref(shop: string, item: Addressed): string {
  const path = `/other-market/${shop}/${encodeURIComponent(item.id)}`
  const append = appendOf(shop, item)
  return append ? `${path}?${new URLSearchParams({ append })}` : path
}
