import { redirect } from 'react-router'

/** §2: /home is the home page under its old address. */
export function loader() {
  return redirect('/', 301)
}
