import { z } from 'zod'
import { text } from '../schemas/text'
import { SCOPE_VALUES, scopeOptionLabel } from '../scope'

/**
 * The smart questions the product knows. Each one is a cost driver: its answer changes the estimate's
 * quantities, VAT or range (see the cost engine's `apply-answers`). The question engine, the LLM adapter,
 * the estimate API and the cost engine all read this one catalogue.
 */
export type QuestionCategory =
  'services' | 'structure' | 'condition' | 'planning' | 'site' | 'vat' | 'layout' | 'specification'

export interface CatalogueQuestion {
  id: string
  question: string
  category: QuestionCategory
  options: readonly { value: string; label: string }[]
  /** Why the answer matters, shown under the question. */
  why: string
}

type CatalogueOption = CatalogueQuestion['options'][number]

/** A question's options from [value, label] pairs, in the order they are shown. */
const options = (...pairs: (readonly [value: string, label: string])[]): CatalogueOption[] =>
  pairs.map(([value, label]) => ({ value, label }))

const NOT_SURE = ['unsure', 'Not sure'] as const
const yesNoUnsure = options(['yes', 'Yes'], ['no', 'No'], NOT_SURE)

/** Counts '1' up to `top`, the last one labelled 'N or more'; `none` labels a '0' option shown first. */
function countOptions(top: number, none?: string): CatalogueOption[] {
  const counts = Array.from({ length: top }, (_, i) => String(i + 1))
  return options(
    ...(none === undefined ? [] : [['0', none] as const]),
    ...counts.map((n) => [n, n === String(top) ? `${n} or more` : n] as const),
  )
}

/** Id of the scope question: asked first whenever neither the form nor the description settles the scope. */
export const SCOPE_QUESTION_ID = 'renovation_scope'

export const QUESTION_CATALOGUE = [
  {
    id: SCOPE_QUESTION_ID,
    question: 'How much work is this?',
    category: 'specification',
    options: SCOPE_VALUES.map((value) => ({ value, label: scopeOptionLabel(value) })),
    why: 'Scope moves the cost more than anything else: a repaint and a back-to-brick renovation differ many times over.',
  },
  {
    id: 'rewiring',
    question: 'Does the property need a full rewire?',
    category: 'services',
    options: yesNoUnsure,
    why: 'A full rewire is one of the largest single items in a renovation.',
  },
  {
    id: 'heating',
    question: 'What work does the heating need?',
    category: 'services',
    options: options(
      ['new_system', 'New system (boiler, pipes and radiators)'],
      ['replace_boiler', 'Replace the boiler only'],
      ['heat_pump', 'Install a heat pump'],
      ['none', 'No heating work'],
      NOT_SURE,
    ),
    why: 'Heating ranges from nothing to a whole new system.',
  },
  {
    id: 'damp',
    question: 'Is there damp that needs treating?',
    category: 'condition',
    options: yesNoUnsure,
    why: 'Damp proofing and replastering add cost and time.',
  },
  {
    id: 'structural_walls',
    question: 'Will any load-bearing walls be removed or opened up?',
    category: 'structure',
    options: yesNoUnsure,
    why: 'Steel beams need a structural engineer, building control and often a party wall agreement.',
  },
  {
    id: 'roof_work',
    question: 'Does the roof need repairs or re-covering?',
    category: 'structure',
    options: options(
      ['none', 'No roof work'],
      ['repairs', 'Repairs only'],
      ['recover', 'Strip and re-cover'],
      NOT_SURE,
    ),
    why: 'Roof work needs scaffolding and is priced per square metre of roof.',
  },
  {
    id: 'windows',
    question: 'Are the windows being replaced?',
    category: 'structure',
    options: options(
      ['all', 'Replace all windows'],
      ['some', 'Replace some windows'],
      ['none', 'Keep the existing windows'],
      NOT_SURE,
    ),
    why: 'Replacement windows are priced per window and vary with the specification.',
  },
  {
    id: 'listed_status',
    question: 'Is the property listed or in a conservation area?',
    category: 'planning',
    options: options(
      ['listed', 'Listed building'],
      ['conservation_area', 'Conservation area'],
      ['neither', 'Neither'],
      NOT_SURE,
    ),
    why: 'Listed building consent, specialist trades and traditional materials raise cost and risk.',
  },
  {
    id: 'living_in',
    question: 'Will you live in the property during the works?',
    category: 'site',
    options: yesNoUnsure,
    why: 'Working around occupants means phasing, protection and a longer programme.',
  },
  {
    id: 'access',
    question: 'What are access and parking like for builders?',
    category: 'site',
    options: options(
      ['good', 'Good: driveway or easy parking'],
      ['restricted', 'Restricted: permits, no parking or narrow access'],
      NOT_SURE,
    ),
    why: 'Restricted access adds to preliminaries (permits, skips, labour time).',
  },
  {
    id: 'empty_two_years',
    question: 'Has the property been empty for two years or more?',
    category: 'vat',
    options: yesNoUnsure,
    why: 'Renovating a home empty for 2+ years qualifies for 5% VAT (VAT Notice 708 s8).',
  },
  {
    id: 'bathrooms_count',
    question: 'How many bathrooms or shower rooms will be fitted?',
    category: 'layout',
    options: countOptions(4, 'None'),
    why: 'Each bathroom is a full set of sanitaryware, plumbing, tiling and electrics.',
  },
  {
    id: 'rooms_count',
    question: 'How many bedrooms (or lettable rooms) will there be?',
    category: 'layout',
    options: countOptions(6),
    why: 'Rooms drive doors, electrics, fire safety and decoration quantities.',
  },
  {
    id: 'fittings_quality',
    question: 'What quality of fittings and finishes do you want?',
    category: 'specification',
    options: options(['budget', 'Budget'], ['standard', 'Standard'], ['premium', 'Premium'], ['luxury', 'Luxury']),
    why: 'Kitchens, sanitaryware, flooring and joinery vary several-fold with the specification.',
  },
  {
    id: 'property_age',
    question: 'When was the property built?',
    category: 'condition',
    options: options(
      ['pre_1919', 'Before 1919 (Victorian, Edwardian or older)'],
      ['1919_1965', '1919 to 1965'],
      ['1966_1999', '1966 to 1999'],
      ['2000_plus', '2000 or later'],
      NOT_SURE,
    ),
    why: 'Older buildings hide more surprises, so they carry a larger contingency.',
  },
  {
    id: 'loft_type',
    question: 'What type of loft conversion is it?',
    category: 'structure',
    options: options(
      ['rooflight', 'Rooflight (Velux)'],
      ['dormer', 'Rear dormer'],
      ['hip_to_gable', 'Hip to gable'],
      ['mansard', 'Mansard'],
      NOT_SURE,
    ),
    why: 'A mansard costs roughly twice a rooflight conversion of the same floor area.',
  },
  {
    id: 'basement_work',
    question: 'Does the basement need digging out or its floor lowering?',
    category: 'structure',
    options: options(
      ['cellar', 'No: convert the existing cellar (it has the headroom)'],
      ['dig_out', 'Yes: lower the floor or dig out, with underpinning'],
      NOT_SURE,
    ),
    why: 'Lowering the floor and underpinning the walls roughly triples the cost of converting a cellar as it is.',
  },
  {
    id: 'extension_storeys',
    question: 'Is the extension single or double storey?',
    category: 'structure',
    options: options(['single', 'Single storey'], ['double', 'Double storey'], NOT_SURE),
    why: 'A second storey shares foundations and roof, so it costs less per square metre.',
  },
  {
    id: 'worktops',
    question: 'What worktops will the kitchen have?',
    category: 'specification',
    options: options(['laminate', 'Laminate'], ['stone', 'Stone: quartz, granite or composite'], NOT_SURE),
    why: 'A quartz or granite worktop costs several times a laminate one per metre.',
  },
  {
    id: 'layout_change',
    question: 'Will the kitchen or bathroom move to a new position?',
    category: 'layout',
    options: yesNoUnsure,
    why: 'Moving waste, water and gas runs adds first-fix plumbing and making good.',
  },
] as const satisfies readonly CatalogueQuestion[]

export type QuestionId = (typeof QUESTION_CATALOGUE)[number]['id']
export const QUESTION_IDS = QUESTION_CATALOGUE.map((q) => q.id) as [QuestionId, ...QuestionId[]]

export function findCatalogueQuestion(id: string): CatalogueQuestion | undefined {
  return QUESTION_CATALOGUE.find((q) => q.id === id)
}

/**
 * Answers as they travel in `smartAnswers`: question id → answer text. Known ids must carry one of their
 * option values; other ids (questions an LLM asked) are free text, kept as notes.
 */
export const SmartAnswersSchema = z
  .record(text().trim().min(1).max(64), text().max(500))
  .superRefine((answers, ctx) => {
    if (Object.keys(answers).length > 50) {
      ctx.addIssue({ code: 'custom', message: 'At most 50 answers can be sent' })
    }
    for (const [id, answer] of Object.entries(answers)) {
      const q = findCatalogueQuestion(id)
      if (!q || answer.trim() === '') continue
      if (!q.options.some((o) => o.value === answer)) {
        ctx.addIssue({
          code: 'custom',
          path: [id],
          message: `Choose one of: ${q.options.map((o) => o.label).join(', ')}`,
        })
      }
    }
  })
