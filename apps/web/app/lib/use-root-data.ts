import { useRouteLoaderData } from 'react-router'
import type { loader } from '#app/root.tsx'

/**
 * The root loader's data: the page's language, the brand, the signed-in user, whether the page
 * is a members' shared copy (ADR 021), the script nonce and the day's JPY → VND rate. An error
 * page rendered before the root loader answered gets the defaults.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root')
  return {
    lang: data?.lang ?? 'vi',
    brand: data?.brand ?? 'Kaimono',
    user: data?.user ?? null,
    member: data?.member === true,
    nonce: data?.nonce,
    rate: data?.rate ?? '1',
  }
}
