import type { Availability } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useMessages } from '../api-explorer/explorer-context.js'

/** A badge for a property's, value's or endpoint's lifecycle stage; nothing for stable ones. */
export function AvailabilityBadge({ availability }: { availability: Availability | undefined }): ReactNode {
  const uiText = useMessages()
  if (availability == null || availability === 'Stable' || availability === 'GenerallyAvailable') {
    return null
  }
  return (
    <span className="ax-Badge" data-availability={availability}>
      {uiText.availability[availability]}
    </span>
  )
}
