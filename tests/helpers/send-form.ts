import { vi } from 'vitest'

/** A component test's own steps for its form: render it, fill every field in validly, press its send button. */
export interface FormSteps {
  render(): void
  fillValid(): void
  submit(): void
}

/**
 * Answers every fetch with `respond`, then renders the form, fills it in validly and sends it. Answers the fetch mock,
 * to read what was posted; `setupComponentTest` puts the real fetch back afterwards.
 */
export function sendValidForm(form: FormSteps, respond: () => Promise<Response>) {
  const fetchMock = vi.fn(respond)
  vi.stubGlobal('fetch', fetchMock)
  form.render()
  form.fillValid()
  form.submit()
  return fetchMock
}
