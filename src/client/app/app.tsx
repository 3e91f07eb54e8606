import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { endPageHydration } from '../lib/use-is-hydrated'
import { AppProviders } from './providers'
import { routes } from './routes'

const router = createBrowserRouter(routes)
// After the first navigation nothing on screen came from the prerendered HTML (use-is-hydrated.ts).
const firstLocation = router.state.location
const unsubscribe = router.subscribe((state) => {
  if (state.location === firstLocation && state.navigation.state === 'idle') return
  endPageHydration()
  unsubscribe()
})

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
