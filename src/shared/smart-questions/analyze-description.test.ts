import { describe, expect, test } from 'vitest'
import { FIRST_FORM_PROJECT_TYPES, PROFESSIONAL_PROJECT_TYPES } from '../cost-engine/types'
import { accuracyImprovement, analyzeDescription, splitEnhancedDescription } from './analyze-description'
import { decideQuestions, generateFollowupQuestions } from './followup-questions'
import { QUESTION_CATALOGUE, QUESTION_IDS } from './question-catalogue'
import { AnalysisSchema, AssessmentQuestionSchema, MAX_FIRST_ROUND_QUESTIONS } from './schemas'
import { PATHOLOGICAL_DESCRIPTIONS } from '#tests/fixtures/pathological-descriptions'

const ids = (qs: { id: string }[]) => qs.map((q) => q.id)
const detectedOf = (
  description: string,
  selectedProjectType = 'whole_house_renovation',
  extra: { location?: string; currentYear?: number } = {},
) =>
  Object.fromEntries(
    analyzeDescription({ description, selectedProjectType, ...extra }).detected.map((d) => [d.id, d.answer ?? '?']),
  )

describe('detection: what the description settles', () => {
  test.each([
    ['Needs a full rewire throughout', 'rewiring', 'yes'],
    ['The house was rewired in 2018', 'rewiring', 'no'],
    ['It does not need a full rewire', 'rewiring', 'no'],
    ['Electrics are fine', 'rewiring', 'no'],
    ['New boiler and a few new sockets', 'heating', 'replace_boiler'],
    ['New boiler fitted in 2021, decorate throughout', 'heating', 'none'],
    ['The house has no central heating', 'heating', 'new_system'],
    ['We want an air source heat pump', 'heating', 'heat_pump'],
    ['Rising damp in the front room', 'damp', 'yes'],
    ['No signs of damp anywhere', 'damp', 'no'],
    ['Knock through between kitchen and dining room', 'structural_walls', 'yes'],
    ['Make the ground floor open plan', 'structural_walls', 'yes'],
    ['Remove the load bearing wall and fit an RSJ', 'structural_walls', 'yes'],
    ['Steel beam needed for the opening', 'structural_walls', 'yes'],
    ['Take out a non-load-bearing stud wall', 'structural_walls', 'no'],
    ['Full re-roof needed', 'roof_work', 'recover'],
    ['There is a roof leak over the bathroom', 'roof_work', 'repairs'],
    ['New windows throughout', 'windows', 'all'],
    ['Fit double glazing', 'windows', 'all'],
    ['Already double glazed, keep the windows', 'windows', 'none'],
    ['Replace two windows at the back', 'windows', 'some'],
    ['Grade II listed cottage', 'listed_status', 'listed'],
    ['It is in a conservation area', 'listed_status', 'conservation_area'],
    ['Not a listed building but in a conservation area', 'listed_status', 'conservation_area'],
    ['The house is not listed', 'listed_status', 'neither'],
    ['We will be living in the house during the works', 'living_in', 'yes'],
    ['We plan to stay in the house throughout', 'living_in', 'yes'],
    ['We are moving out for the works', 'living_in', 'no'],
    ['No parking on the street, permit zone', 'access', 'restricted'],
    ['Large driveway for skips', 'access', 'good'],
    ['It has been empty for 3 years', 'empty_two_years', 'yes'],
    ['Empty for 18 months', 'empty_two_years', 'no'],
    ['Two bathrooms to fit', 'bathrooms_count', '2'],
    ['2 bathrooms and a cloakroom', 'bathrooms_count', '2'],
    ['Family bathroom and an en-suite', 'bathrooms_count', '2'],
    ['3 bed semi', 'rooms_count', '3'],
    ['four bedrooms upstairs', 'rooms_count', '4'],
    ['High end finish throughout', 'fittings_quality', 'premium'],
    ['Luxury spec', 'fittings_quality', 'luxury'],
    ['We are on a tight budget', 'fittings_quality', 'budget'],
    ['Victorian terrace', 'property_age', 'pre_1919'],
    ['A 1930s semi', 'property_age', '1919_1965'],
    ['House built in 1975', 'property_age', '1966_1999'],
    ['Two year old new build', 'property_age', '2000_plus'],
    ['Move the kitchen to the back room', 'layout_change', 'yes'],
    ['Like for like replacement', 'layout_change', 'no'],
  ])('%j → %s = %s', (description, id, answer) => {
    expect(detectedOf(description)[id]).toBe(answer)
  })

  test.each([
    ['Rear dormer with velux at the front', 'dormer'],
    ['Mansard to the rear', 'mansard'],
    ['Hip to gable and rear dormer', 'hip_to_gable'],
    ['Simple velux conversion', 'rooflight'],
  ])('loft: %j → loft_type = %s', (description, answer) => {
    expect(detectedOf(description, 'loft_conversion').loft_type).toBe(answer)
  })

  test.each([
    ['Double storey side extension', 'double'],
    ['Two storey rear extension', 'double'],
    ['Single storey kitchen extension on a two storey house', 'single'],
  ])('extension: %j → extension_storeys = %s', (description, answer) => {
    expect(detectedOf(description, 'extension').extension_storeys).toBe(answer)
  })

  test('an en-suite in a loft is the one bathroom fitted; in a whole house it is only a hint', () => {
    expect(detectedOf('Dormer with an en-suite', 'loft_conversion').bathrooms_count).toBe('1')
    // "Add an en-suite" alone on the house form is the en-suite's job (decision 070): a renovation with one is the house's.
    expect(detectedOf('Full renovation and add an en-suite', 'whole_house_renovation').bathrooms_count).toBe('?')
  })

  test('vacant since a year is read against the caller’s year, and only a mention without it', () => {
    expect(detectedOf('Vacant since 2019', 'whole_house_renovation', { currentYear: 2025 }).empty_two_years).toBe('yes')
    expect(detectedOf('Vacant since 2024', 'whole_house_renovation', { currentYear: 2025 }).empty_two_years).toBe('no')
    expect(detectedOf('Vacant since 2019').empty_two_years).toBe('?')
  })

  test('a London terrace means restricted access', () => {
    expect(detectedOf('Mid terrace needing work', 'whole_house_renovation', { location: 'london' }).access).toBe(
      'restricted',
    )
    expect(detectedOf('Victorian London terrace').access).toBe('restricted')
  })

  test('a negation in another clause does not flip a match', () => {
    expect(detectedOf('There is no parking, but we need to knock through').structural_walls).toBe('yes')
  })

  test('evidence quotes the words that settled the driver', () => {
    const a = analyzeDescription({
      description: 'Our 1930s semi needs a full rewire and a new boiler.',
      selectedProjectType: 'whole_house_renovation',
    })
    expect(a.detected.find((d) => d.id === 'rewiring')?.evidence).toContain('full rewire')
  })
})

describe('analyzeDescription: which questions for which project', () => {
  const NEVER: Record<string, string[]> = {
    bathroom_renovation: [
      'loft_type',
      'roof_work',
      'extension_storeys',
      'rewiring',
      'heating',
      'windows',
      'empty_two_years',
      'rooms_count',
    ],
    bathroom: ['loft_type', 'roof_work', 'extension_storeys'],
    kitchen_renovation: ['loft_type', 'roof_work', 'extension_storeys', 'empty_two_years', 'bathrooms_count'],
    loft_conversion: ['extension_storeys', 'roof_work', 'empty_two_years'],
    extension: ['loft_type', 'roof_work', 'empty_two_years'],
    house_to_hmo_conversion: ['empty_two_years', 'loft_type', 'living_in'],
    commercial_property_renovation: ['empty_two_years', 'living_in', 'rooms_count', 'loft_type'],
    buy_to_let_preparation: ['living_in', 'loft_type', 'extension_storeys'],
  }
  test.each(Object.entries(NEVER))('%s never asks %j', (type, never) => {
    for (const description of [
      '',
      'Full works: new roof, rewire, new boiler, damp, empty for 3 years, dormer, listed',
    ]) {
      const a = analyzeDescription({ description, selectedProjectType: type, sizeSqm: 60 })
      for (const id of never) expect(ids(a.intelligentQuestions)).not.toContain(id)
    }
  })

  test.each([
    ['loft_conversion', 'loft_type'],
    ['extension', 'extension_storeys'],
    ['whole_house_renovation', 'rewiring'],
    ['kitchen_renovation', 'fittings_quality'],
    ['house_to_hmo_conversion', 'rooms_count'],
    ['basement_conversion', 'basement_work'],
    ['barn_conversion', 'roof_work'],
  ])('%s with its scope given asks %s first when the description is silent', (type, first) => {
    const a = analyzeDescription({ description: 'Please quote.', selectedProjectType: type, renovationScope: 'medium' })
    expect(a.intelligentQuestions[0]?.id).toBe(first)
    expect(a.intelligentQuestions[0]?.required).toBe(true)
  })

  test('whole house asks rewiring, heating, damp and windows when open', () => {
    const a = analyzeDescription({
      description: '',
      selectedProjectType: 'whole_house_renovation',
      renovationScope: 'extensive',
    })
    expect(ids(a.intelligentQuestions)).toEqual(expect.arrayContaining(['rewiring', 'heating', 'damp', 'windows']))
  })

  test('never asks what the description answered, and asks other drivers instead', () => {
    const description =
      'Victorian terrace, needs a full rewire, new boiler, damp in the back room, knock through to open plan, re-roof, new windows, 3 bed, two bathrooms, high end.'
    const a = analyzeDescription({ description, selectedProjectType: 'whole_house_renovation' })
    const asked = ids(a.intelligentQuestions)
    for (const id of [
      'rewiring',
      'heating',
      'damp',
      'structural_walls',
      'roof_work',
      'windows',
      'rooms_count',
      'bathrooms_count',
      'fittings_quality',
      'property_age',
    ]) {
      expect(asked).not.toContain(id)
    }
    expect(asked).toEqual(expect.arrayContaining(['listed_status', 'empty_two_years']))
    expect(a.estimatedAccuracyImprovement).toBe('5-15%')
  })

  test('orders questions by cost impact and a mention moves a driver up', () => {
    const silent = ids(
      analyzeDescription({ description: '', selectedProjectType: 'whole_house_renovation' }).intelligentQuestions,
    )
    expect(silent.slice(0, 3)).toEqual(['renovation_scope', 'rewiring', 'heating'])
    const mentioned = ids(
      analyzeDescription({ description: 'Not sure about the roof', selectedProjectType: 'whole_house_renovation' })
        .intelligentQuestions,
    )
    expect(mentioned.indexOf('roof_work')).toBeLessThan(
      silent.indexOf('roof_work') === -1 ? 99 : silent.indexOf('roof_work'),
    )
  })

  test('London raises access up the list', () => {
    const elsewhere = ids(
      analyzeDescription({ description: '', selectedProjectType: 'extension', location: 'north' }).intelligentQuestions,
    )
    const london = ids(
      analyzeDescription({ description: '', selectedProjectType: 'extension', location: 'London' })
        .intelligentQuestions,
    )
    expect(london.indexOf('access')).toBeLessThan(elsewhere.indexOf('access'))
  })

  test.each([...new Set([...FIRST_FORM_PROJECT_TYPES, ...PROFESSIONAL_PROJECT_TYPES])])(
    '%s: a valid Analysis with at most 6 catalogue questions, no repeats, at most 2 required',
    (type) => {
      const a = analyzeDescription({ description: 'Renovate', selectedProjectType: type, sizeSqm: 100 })
      expect(AnalysisSchema.parse(a)).toBeTruthy()
      expect(a.intelligentQuestions.length).toBeGreaterThan(0)
      expect(a.intelligentQuestions.length).toBeLessThanOrEqual(MAX_FIRST_ROUND_QUESTIONS)
      expect(new Set(ids(a.intelligentQuestions)).size).toBe(a.intelligentQuestions.length)
      expect(a.intelligentQuestions.filter((q) => q.required).length).toBeLessThanOrEqual(2)
      for (const q of a.intelligentQuestions) expect(QUESTION_IDS).toContain(q.id)
    },
  )

  test('a question carries labels and the values the client sends back, in the same order', () => {
    const q = analyzeDescription({ description: '', selectedProjectType: 'loft_conversion', renovationScope: 'full' })
      .intelligentQuestions[0]!
    expect(AssessmentQuestionSchema.parse(q)).toEqual(q)
    const cat = QUESTION_CATALOGUE.find((c) => c.id === 'loft_type')!
    expect(q).toMatchObject({ type: 'select', category: 'structure', why: cat.why })
    expect(q.options).toEqual(cat.options.map((o) => o.label))
    expect(q.optionValues).toEqual(cat.options.map((o) => o.value))
  })

  test.each([
    ['cosmetic_only', 20, '', 'Low'],
    ['bathroom_renovation', 6, 'like for like', 'Low'],
    ['kitchen_renovation', 20, 'knock through to the dining room', 'Medium'],
    ['whole_house_renovation', 90, '', 'Medium'],
    ['whole_house_renovation', 160, 'Grade II listed, full rewire, rising damp, re-roof, knock through', 'High'],
    ['barn_conversion', 400, '', 'High'],
  ])('complexity: %s %i m² %j → %s', (type, sizeSqm, description, complexity) => {
    expect(analyzeDescription({ description, selectedProjectType: type, sizeSqm }).complexity).toBe(complexity)
  })

  test.each([
    [0, 50, '0-5%'],
    [10, 50, '5-15%'],
    [20, 50, '15-25%'],
    [40, 50, '25-40%'],
  ])('accuracy improvement: %i of %i open → %s', (open, total, expected) => {
    expect(accuracyImprovement(open, total)).toBe(expected)
  })

  test('without a selected type the description names it', () => {
    expect(analyzeDescription({ description: 'Rear dormer loft conversion' }).projectType).toBe('loft_conversion')
    expect(analyzeDescription({ description: 'Convert the house into an HMO' }).projectType).toBe(
      'house_to_hmo_conversion',
    )
    expect(analyzeDescription({ description: '' }).projectType).toBe('unknown')
  })
})

describe('analyzeDescription: awkward text', () => {
  test('markup is stripped: tags do not match and text inside them is read', () => {
    const a = analyzeDescription({
      description:
        '<p>Needs a <b>full rewire</b> &amp; <i>re-roof</i></p><script>alert("damp")</script><img src="x" alt="open plan">',
      selectedProjectType: 'whole_house_renovation',
    })
    const found = Object.fromEntries(a.detected.map((d) => [d.id, d.answer]))
    expect(found).toMatchObject({ rewiring: 'yes', roof_work: 'recover' })
    expect(found.damp).toBeUndefined()
    expect(found.structural_walls).toBeUndefined()
  })

  test('a very long description is read up to 5,000 characters', () => {
    const filler = 'We would like a lovely home. '.repeat(200)
    const a = analyzeDescription({
      description: `Needs a full rewire. ${filler} Also rising damp.`.repeat(4),
      selectedProjectType: 'whole_house_renovation',
    })
    const b = analyzeDescription({
      description: `${filler}${filler} rising damp`,
      selectedProjectType: 'whole_house_renovation',
    })
    expect(a.detected.find((d) => d.id === 'rewiring')?.answer).toBe('yes')
    expect(b.detected.find((d) => d.id === 'damp')).toBeUndefined()
  })

  // How fast these are read is measured in bench/question-flow.bench.ts (a timed test would fail on a busy machine).
  test.each(PATHOLOGICAL_DESCRIPTIONS)('pathological text %# is read without a finding', (description) => {
    const a = analyzeDescription({ description, selectedProjectType: 'whole_house_renovation' })
    expect(a.detected).toEqual([])
  })

  test.each([
    ['non-English', 'Rénovation complète de la maison, toiture à refaire, humidité'],
    ['emoji only', '🏠🔨💷✨'],
    ['empty', ''],
    ['whitespace', '   \n\t  '],
  ])('%s text falls back to the type’s questions', (_, description) => {
    const a = analyzeDescription({ description, selectedProjectType: 'whole_house_renovation' })
    const silent = analyzeDescription({ description: '', selectedProjectType: 'whole_house_renovation' })
    expect(a.detected).toEqual([])
    expect(ids(a.intelligentQuestions)).toEqual(ids(silent.intelligentQuestions))
  })
})

describe('splitEnhancedDescription', () => {
  test('takes valid catalogue answers out of the text and leaves the rest', () => {
    expect(
      splitEnhancedDescription(
        'Kitchen\n\nAdditional Details:\nlayout_change: yes\nfittings_quality: gold\nnotes: fine',
      ),
    ).toEqual({
      answers: { layout_change: 'yes' },
      text: 'Kitchen\n\nnotes: fine',
    })
  })
})

describe('the scope question', () => {
  test.each([...new Set([...FIRST_FORM_PROJECT_TYPES, ...PROFESSIONAL_PROJECT_TYPES])])(
    '%s: asked first, not required, when neither the form nor the description settles scope',
    (type) => {
      const a = analyzeDescription({ description: 'Please quote.', selectedProjectType: type, sizeSqm: 60 })
      expect(a.intelligentQuestions[0]).toMatchObject({ id: 'renovation_scope', required: false, type: 'select' })
      expect(ids(a.intelligentQuestions).filter((id) => id === 'renovation_scope')).toHaveLength(1)
      expect(a.intelligentQuestions.length).toBeLessThanOrEqual(MAX_FIRST_ROUND_QUESTIONS)
    },
  )

  test('offers the five ladder rungs, smallest first, with what each includes', () => {
    const q = analyzeDescription({ description: '', selectedProjectType: 'kitchen_renovation' })
      .intelligentQuestions[0]!
    expect(AssessmentQuestionSchema.parse(q)).toEqual(q)
    expect(q.question).toBe('How much work is this?')
    expect(q.optionValues).toEqual(['cosmetic', 'light', 'medium', 'extensive', 'full'])
    expect(q.options.map((o) => o.split(':')[0])).toEqual([
      'Decorating only',
      'Light refresh',
      'Refurbishment',
      'Extensive',
      'Full / back to brick',
    ])
  })

  test.each([
    ['light', 'rewiring'],
    ['decorating', 'damp'],
    ['refurbishment', 'rewiring'],
  ])('not asked when the form gave %s (first asked: %s)', (renovationScope, first) => {
    const a = analyzeDescription({ description: '', selectedProjectType: 'whole_house_renovation', renovationScope })
    expect(ids(a.intelligentQuestions)).not.toContain('renovation_scope')
    expect(a.intelligentQuestions[0]?.id).toBe(first)
  })

  test('not asked when the description settles it, which shows as picked up', () => {
    const a = analyzeDescription({ description: 'Repaint the living room', selectedProjectType: 'living_room' })
    expect(ids(a.intelligentQuestions)).not.toContain('renovation_scope')
    expect(a.detected).toContainEqual(expect.objectContaining({ id: 'renovation_scope', answer: 'cosmetic' }))
  })

  test('never asked by follow-ups or later rounds', () => {
    const followups = generateFollowupQuestions({
      questionId: 'rewiring',
      answer: 'yes',
      projectType: 'whole_house_renovation',
      projectDescription: '',
    })
    expect(ids(followups.questions)).not.toContain('renovation_scope')
    const later = decideQuestions({ projectType: 'whole_house_renovation', projectDescription: '', round: 1 })
    expect(ids(later.questions)).not.toContain('renovation_scope')
  })
})
