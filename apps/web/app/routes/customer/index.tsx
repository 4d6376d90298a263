import { redirect } from 'react-router'

/** §2: the customer area opens on the order list. */
export function loader() {
  return redirect('/customer/orders')
}
