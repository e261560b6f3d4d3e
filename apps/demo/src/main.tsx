import '@api-explorer/ui/styles.css'
import './demo.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.js'

const root = document.getElementById('root')
if (root == null) {
  throw new Error('index.html has no #root element')
}
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
