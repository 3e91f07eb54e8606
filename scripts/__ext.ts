import { estimateCost, DEFAULT_RATES } from '../src/shared/cost-engine/estimate-cost'
const k = (n: number) => (n / 100000).toFixed(1)
const e = (o: any) => estimateCost({ projectType: 'extension', sizeSqm: 25, region: 'uk_average', condition: 'average', scope: 'medium', quality: 'standard', description: 'single storey', answers: {}, priceDate: '2024-07-01', ...o }, DEFAULT_RATES)
for (const q of ['standard', 'premium', 'luxury']) {
  console.log(q, [15, 20, 22.5, 25, 30, 40, 50].map((s) => `${s}:${k(e({ sizeSqm: s, quality: q }).totalExcVatPence)}`).join(' '), ' double', [20, 25, 40].map((s) => `${s}:${k(e({ sizeSqm: s, quality: q, description: 'double storey' }).totalExcVatPence)}`).join(' '))
}
const l = (o: any) => estimateCost({ projectType: 'loft_conversion', sizeSqm: 28, region: 'uk_average', condition: 'average', scope: 'medium', quality: 'standard', description: '', answers: {}, priceDate: '2026-07-01', ...o }, DEFAULT_RATES)
console.log('loft 2026', ['velux', 'rear dormer', 'hip-to-gable', 'mansard', 'L-shaped dormer'].map((d) => `${d}:${k(l({ description: d }).totalExcVatPence)}`).join(' '), ' prem dormer 2025', k(l({ quality: 'premium', description: 'dormer', priceDate: '2025-07-01' }).totalExcVatPence), 'std dormer 2025', k(l({ description: 'dormer', priceDate: '2025-07-01' }).totalExcVatPence))
