import { useCallback, useEffect, useState } from 'react'

/** The demo's colour scheme choice; `system` follows the operating system's preference. */
export type Theme = 'light' | 'dark' | 'system'

/** The localStorage key the choice is remembered under (also read by the inline script in index.html). */
const THEME_STORAGE_KEY = 'api-explorer-demo:theme'

const THEMES: readonly Theme[] = ['light', 'dark', 'system']

/** The remembered theme, `system` when none was chosen or storage cannot be read (private modes, policies). */
function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return THEMES.find((theme) => theme === stored) ?? 'system'
  } catch {
    return 'system'
  }
}

/**
 * The demo's theme: remembered in localStorage and applied to the page as `<html data-theme>`, which the demo's
 * styles read (`color-scheme`, so `light-dark()` colours follow it). The explorer gets it as its `theme` prop.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  const setTheme = useCallback((next: Theme) => {
    setThemeState(next)
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Not remembered then (storage off or full); the choice still holds until the page is left.
    }
  }, [])
  return [theme, setTheme]
}
