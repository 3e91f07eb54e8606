import { Toast, ToastClose, ToastDescription, ToastIcon, ToastProvider, ToastTitle, ToastViewport } from './toast'
import { dismissToast, useToast } from './use-toast'

/** Renders the app's toasts. Mount once, inside the providers. */
export function Toaster() {
  const { toasts } = useToast()
  return (
    <ToastProvider swipeDirection="right" label="Notification">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id)
          }}
        >
          <ToastIcon variant={variant} />
          <div className="min-w-0 flex-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
