import type { Availability } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { UI_TEXT } from '../messages.js'

/** A badge for a property's, value's or endpoint's lifecycle stage; nothing for stable ones. */
export function AvailabilityBadge({ availability }: { availability: Availability | undefined }): ReactNode {
  if (availability == null || availability === 'Stable' || availability === 'GenerallyAvailable') {
    return null
  }
  return (
    <span className="ax-Badge" data-availability={availability}>
      {UI_TEXT.availability[availability]}
    </span>
  )
}
