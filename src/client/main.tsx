import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/latin-700.css'
import './styles.css'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { beginPageHydration } from './lib/use-is-hydrated'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in index.html')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// A prerendered page (docs/decisions/018-prerendering.md) is hydrated, the SPA shell (an empty #root) rendered.
// Hydrating in a transition lets React yield to the browser between components, so the page answers taps while
// it hydrates instead of blocking the main thread for the whole tree.
if (container.hasChildNodes()) {
  beginPageHydration()
  startTransition(() => void hydrateRoot(container, app))
} else createRoot(container).render(app)
