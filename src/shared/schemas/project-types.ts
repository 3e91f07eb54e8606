/** One project-type option as the selects show it: label, cost range (whole pounds) and timeframe. */
export interface ProjectTypeOption {
  value: string
  label: string
  lowGbp: number
  highGbp: number
  typicalSizeSqm: number
  weeksLow: number
  weeksHigh: number
}

export interface ProjectTypeCatalogue {
  groups: { label: string; options: ProjectTypeOption[] }[]
  professional: ProjectTypeOption[]
}
