import { ProfessionalPage } from './professional-page'

// /estimate-freemium shows the same professional form as /professional (PRODUCT.md "Professional routes").
export function EstimateFreemiumPage() {
  return <ProfessionalPage basePath="/estimate-freemium" />
}
