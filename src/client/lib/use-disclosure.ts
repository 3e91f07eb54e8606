import { useId, useState } from 'react'

/**
 * A button that shows and hides a region (the WAI-ARIA disclosure pattern): spread `buttonProps` on the button and
 * `panelProps` on the region, which stays in the page while hidden.
 */
export function useDisclosure(initialOpen: boolean | (() => boolean) = false) {
  const [open, setOpen] = useState(initialOpen)
  const panelId = useId()
  return {
    open,
    setOpen,
    buttonProps: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((o) => !o),
    } as const,
    panelProps: { id: panelId, hidden: !open },
  }
}
