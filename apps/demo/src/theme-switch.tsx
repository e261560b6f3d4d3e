import type { ReactNode } from 'react'
import type { Theme } from './theme.js'

const OPTIONS: ReadonlyArray<{ value: Theme; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

/** Light / Dark / System as a radio group: one choice of three, reachable with the arrow keys. */
export function ThemeSwitch({
  theme,
  onChange,
}: {
  theme: Theme
  onChange: (theme: Theme) => void
}): ReactNode {
  return (
    <fieldset className="demo-theme-switch">
      <legend className="demo-visually-hidden">Theme</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} data-checked={theme === option.value}>
          <input
            type="radio"
            name="demo-theme"
            value={option.value}
            checked={theme === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
