import type { ReactNode } from 'react'
import { useId } from 'react'

/** A titled group of form rows (Headers, Path Parameters, …). */
export function FormSection({ title, children }: { title: string; children: ReactNode }): ReactNode {
  const headingId = useId()
  return (
    <section className="ax-FormSection" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <div className="ax-FormSection-fields">{children}</div>
    </section>
  )
}
