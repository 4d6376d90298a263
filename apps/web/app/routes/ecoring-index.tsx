import { redirect } from 'react-router'

/** §2: the Ecoring section opens on its first tab, preview products. */
export function loader() {
  return redirect('/other-market/ecoring/preview')
}
