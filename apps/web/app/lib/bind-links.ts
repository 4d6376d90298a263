/**
 * Client-side navigation for plain links inside server HTML that React does not run: what a
 * React Router `<Link>` does on a click, through one delegated listener. Clicks a browser
 * handles itself (new tab or window, download, another site, another target) are left alone.
 * Returns the cleanup.
 */
export function bindLinks(root: HTMLElement, navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
    if (link.origin !== window.location.origin) return
    event.preventDefault()
    navigate(`${link.pathname}${link.search}${link.hash}`)
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
