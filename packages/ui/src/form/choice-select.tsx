import * as Select from '@radix-ui/react-select'
import { Check, ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Availability } from '@api-explorer/model'
import { plainText } from '../markdown/markdown.js'
import { AvailabilityBadge } from './availability-badge.js'
import { usePopupContainer } from './use-popup-container.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** One choice of a {@link ChoiceSelect}. */
type Choice = {
  value: string
  label: string
  description?: string | undefined
  /** Shown as a badge (Beta, Deprecated, …) next to the label; nothing for stable choices. */
  availability?: Availability | undefined
}

/** Props of {@link ChoiceSelect}. */
export type ChoiceSelectProps = {
  id: string
  choices: readonly Choice[]
  /** The chosen value; `undefined` shows the placeholder. */
  value: string | undefined
  onChange: (value: string) => void
  'aria-label'?: string | undefined
  'aria-describedby'?: string | undefined
  'aria-invalid'?: true | undefined
}

/**
 * A dropdown of declared choices (enum values, union variants), each with its description. Only the declared
 * values can be chosen. Radix Select gives the listbox its keyboard and screen-reader behaviour.
 */
export function ChoiceSelect({ id, choices, value, onChange, ...aria }: ChoiceSelectProps): ReactNode {
  const uiText = useMessages()
  const known = value != null && choices.some((choice) => choice.value === value)
  const { triggerRef, container } = usePopupContainer()
  return (
    <Select.Root {...(known ? { value } : { value: '' })} onValueChange={onChange}>
      <Select.Trigger
        ref={triggerRef}
        id={id}
        className="ax-Select"
        aria-label={aria['aria-label']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
      >
        <Select.Value placeholder={uiText.chooseValue} />
        <Select.Icon className="ax-Select-icon">
          <ChevronDown aria-hidden size={14} />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal container={container}>
        <Select.Content className="ax-SelectContent" position="popper" sideOffset={4}>
          <Select.Viewport className="ax-SelectViewport">
            {choices.map((choice) => (
              <Select.Item key={choice.value} value={choice.value} className="ax-SelectItem">
                <Select.ItemText>{choice.label}</Select.ItemText>
                <AvailabilityBadge availability={choice.availability} />
                {choice.description == null ? null : (
                  <span className="ax-SelectItem-description">{plainText(choice.description)}</span>
                )}
                <Select.ItemIndicator className="ax-SelectItem-indicator">
                  <Check aria-hidden size={13} />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  )
}
