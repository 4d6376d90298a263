import { data } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/not-found'

/** §2: any other path is the not-found page, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'not-found')

export default function NotFoundRoute() {
  return <NotFound />
}
