import { ProfessionalPage } from './professional-page'

// /estimate-freemium shows the same professional form as /professional (docs/product/decisions.md#professional-routes).
export function EstimateFreemiumPage() {
  return <ProfessionalPage basePath="/estimate-freemium" />
}
