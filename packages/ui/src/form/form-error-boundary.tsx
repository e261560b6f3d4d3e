import type { ErrorInfo, ReactNode } from 'react'
import { Component } from 'react'

/** Props of {@link FormErrorBoundary}. */
export type FormErrorBoundaryProps = {
  /** What the reader reads instead of the part that failed. */
  fallbackText: string
  children: ReactNode
}

/**
 * Keeps a part of a form that fails to render from taking the page down: that part shows `fallbackText`
 * (an alert) and the error is logged; the rest of the playground keeps working.
 */
export class FormErrorBoundary extends Component<FormErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.fallbackText, error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p className="ax-FormError" role="alert">
        {this.props.fallbackText}
      </p>
    ) : (
      this.props.children
    )
  }
}
