import type { FormPath } from '@api-explorer/react'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useRef } from 'react'
import { fieldId, useFieldIdPrefix } from './field-ids.js'
import { useFormStoreApi } from './use-form.js'
import { usePopupContainer } from './use-popup-container.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** An optional property the reader can add: its key and its type hint. */
export type OptionalItem = { key: string; hint: string }

/**
 * "N more optional properties": a menu of the optional properties the object does not hold yet; picking one adds
 * it (with a blank value) and moves the focus to it. From two on, "Add all optional properties" adds them all.
 */
export function OptionalPropertiesMenu({
  path,
  items,
}: {
  path: FormPath
  items: readonly OptionalItem[]
}): ReactNode {
  const uiText = useMessages()
  const store = useFormStoreApi()
  const prefix = useFieldIdPrefix()
  const focusAfterClose = useRef<FormPath | undefined>(undefined)
  const { triggerRef, container } = usePopupContainer()
  const add = (keys: readonly string[]): void => {
    const state = store.getState()
    for (const key of keys) {
      state.addValue([...path, key])
    }
    focusAfterClose.current = keys.length > 0 ? [...path, keys[0] as string] : undefined
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="ax-Button ax-OptionalMenu-trigger"
        data-variant="ghost"
        data-size="small"
      >
        <Plus aria-hidden size={13} />
        {uiText.moreOptionalProperties(items.length)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className="ax-Menu"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const target = focusAfterClose.current
            focusAfterClose.current = undefined
            if (target == null) return
            event.preventDefault()
            // The new row renders after the store update; focus it on the next frame. The row is looked up in the
            // menu's own root: a shadow root when the explorer runs in one (the web component).
            const root = (container?.getRootNode() ?? document) as Document | ShadowRoot
            requestAnimationFrame(() => root.getElementById(fieldId(prefix, target))?.focus())
          }}
        >
          {items.length >= 2 ? (
            <>
              <DropdownMenu.Item
                className="ax-MenuItem"
                data-emphasis
                onSelect={() => add(items.map((item) => item.key))}
              >
                {uiText.addAllOptionalProperties}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="ax-MenuSeparator" />
            </>
          ) : null}
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} className="ax-MenuItem" onSelect={() => add([item.key])}>
              <code>{item.key}</code>
              <span className="ax-TypeHint">{item.hint}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
