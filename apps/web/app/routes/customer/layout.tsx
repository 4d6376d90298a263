import { Outlet } from 'react-router'

/** The customer area; its side menu arrives with the Accounts issue. */
export default function CustomerLayout() {
  return <Outlet />
}
