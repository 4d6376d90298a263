import { useEffect, useRef } from 'react'

/**
 * A row of links that scrolls sideways (a phone's help menu, the blog's categories): after each
 * render the current one (`aria-current="page"`) is brought to the middle of the row, so a
 * phone shows where the reader is. The page itself does not move.
 */
export function useCurrentInView<T extends HTMLElement>() {
  const row = useRef<T>(null)
  useEffect(() => {
    const list = row.current
    const current = list?.querySelector('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    const box = list.getBoundingClientRect()
    const link = current.getBoundingClientRect()
    list.scrollLeft += link.left - box.left - (box.width - link.width) / 2
  })
  return row
}
