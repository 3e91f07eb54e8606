import { asWork, LOFT_AS_WORK } from '../cost-engine/already-built'
import { SMALL_WORK_PATTERNS } from '../cost-engine/small-works'
import { withinAClause } from '../cost-engine/within-a-clause'
import type { Scope } from '../cost-engine/types'
import { toScope } from '../scope'
import { normaliseDescription } from '../text/normalise-description'
import { detailLineId } from './detail-line'
import { everyMatch, evidenceAt, isNegated } from './driver-text'
import { findCatalogueQuestion, SCOPE_QUESTION_ID } from './question-catalogue'
import { FLAT_HOME } from '../text/the-flat'

/**
 * Reads the scope of work from a description, conservatively: only words that settle it count, and a repaint
 * or a refresh is only that when nothing heavier is named. Anything in doubt is left unsettled (undefined), so
 * the wizard asks. Same limits as detect-drivers: plain alternations over the normalised, length-capped text.
 */

/** Words that name the rung outright, highest rung first; the first rung with an un-negated match wins. */
const EXPLICIT: readonly [Scope, readonly RegExp[]][] = [
  [
    'full',
    [
      /\bback to (the )?(bare )?(brick|bricks|brickwork|shell)\b/,
      new RegExp(
        String.raw`\bstrip(ping)? (it |everything |the (whole |entire )?(house|property|${FLAT_HOME}|building|interior) )?out (completely|entirely|fully)\b`,
      ),
      /\b(complete|full|total) strip[- ]?out\b/,
      /\bcompletely strip(ping)? (it |everything )?(out|back)\b/,
      /\bgut (renovation|job|refurb|refurbishment)\b/,
      new RegExp(
        String.raw`\bgut(ting)? (the )?(whole |entire )?(house|property|${FLAT_HOME}|building|home|interior|place)\b`,
      ),
      /\b(full|complete|total) gut(ting)?\b/,
      /\b(needs?|needing|requires?|to be) (fully |completely |totally )?gutted\b/,
      /\b(full|complete|total) (renovation|refurbishment|restoration|rebuild) of (a |an |the |this )?(semi-)?(derelict|uninhabitable)\b/,
      /\brenovat(e|ing|ion of) (a |an |the |this )?(semi-)?derelict\b/,
    ],
  ],
  [
    'extensive',
    [
      /\bextensive (renovation|refurb|refurbishment|works?|building works?|alterations?|remodelling|remodeling|modernisation|modernization|overhaul)\b/,
      /\bmajor (renovation|refurb|refurbishment|works|building works|alterations|remodelling|remodeling|modernisation|modernization|overhaul)\b/,
    ],
  ],
  [
    'medium',
    [
      /\b(full|complete|total|whole[- ]house|general) (refurb|refurbishment)\b/,
      new RegExp(String.raw`\brefurbish(ing)? (throughout|the (whole|entire) (house|property|${FLAT_HOME}|home))\b`),
      /\b(refurb|refurbishment) throughout\b/,
    ],
  ],
]

/** Explicit light-refresh words. */
const LIGHT: readonly RegExp[] = [
  /\b(light|cosmetic) (refresh|refurb|refurbishment|renovation|makeover|update)\b/,
  /\brefresh(ing)?\b/,
  /\bfreshen(ing)?[- ]up\b/,
  /\bspruc(e|ing) (it |them |the \w+ )?up\b/,
]

/** Decorating words. */
const DECORATING: readonly RegExp[] = [
  /\b(re-?paint(ing|ed|s)?|paint(ing|work|ed|s)?|re-?decorat(e|ing|ion)|decorat(e|ing|ion)|wallpaper(ing)?|emulsion|cosmetic)\b/,
]

/**
 * Light-refresh work beyond decorating: tiling, floorboards, loose fittings, furnishing, nothing to services or
 * structure. A new floor covering beside the decorating (carpet, vinyl, laminate) is not: that is decorating and a
 * fitter's floor (decision 057).
 */
const FINISHES: readonly RegExp[] = [
  /\b(floorboards|tiles|tiling|re-?til(e|ing))\b/,
  /\bnew (light fittings?|sockets|switches|door handles|handles|curtains|blinds|internal doors|doors)\b/,
  /\bsand(ing)? (and \w+ )?(the )?floor(s|boards)?\b/,
  // Furnishing a let is a light refresh's work, not a decorator's.
  /\b(furnish(ing)?|furniture( packs?)?|soft furnishings|staging)\b/,
]

/** Work heavier than a light refresh: any un-negated match leaves a repaint or refresh unsettled. */
const HEAVIER: readonly RegExp[] = [
  /\bre-?wir(e|ed|ing)\b/,
  /\b(electrics|wiring|consumer unit|fuse ?box|boiler|combi|radiators?|storage heaters|central heating|underfloor heating|heat pump|heating system|plumbing|pipework|re-?pip(e|ing))\b/,
  // The plasterer's trade, a skim too: beside decorating it is that trade and the decorator's (decision 074), not the
  // house's light refresh (it laid LVT, hung doors and stripped out: £27,527 on 85 m²).
  /\b(re-?plaster(ing)?|plastering|plasterboard|dry ?lining|skim(s|ming)?)\b/,
  // Plastering as the work ("plaster the ceilings"), not the plaster repaired ("minor plaster repairs").
  new RegExp(
    String.raw`\bplaster (the |all |our |my |every )?([a-z-]+ ){0,2}(walls?|ceilings?|rooms?|house|${FLAT_HOME}|throughout)\b`,
  ),
  /\b(damp|tanking|dpc|damp[- ]proof(ing)?)\b/,
  /\b(structural|load[- ]bearing|steel|rsj|beams?|lintels?|underpin(ning)?|foundations?|joists?|screed)\b/,
  /\bknock(ing|ed)? (it |them |the \w+ )?(through|down)\b/,
  /\bremov(e|ing|al of) (a |the |an )?(\w+ )?(wall|walls|chimney breast)\b/,
  /\b(make|making|create|creating|into) (it |an? )?open[- ]plan\b/,
  // An extension or loft already built, where the work is ("repaint the kitchen extension"), is not one built.
  new RegExp(
    String.raw`\b(${asWork('extension')}|${LOFT_AS_WORK}|extend(ing)?|dormer|conversion|convert(ing)?|basement|cellar conversion|outrigger|new build)\b`,
  ),
  // A conservatory built is heavier work; one decorated is a room ("decorate the conservatory" was the house's light
  // refresh, £16,775). Its words stay in their clause: "repaint the lounge, new carpets and a conservatory" was the
  // house's light refresh (£19,893 on 90 m², London), the carpets' "new" run on to the conservatory.
  withinAClause(
    /\b(new|build(ing)?|add(ing)?|erect(ing)?|replac(e|ing)) (a |an |the |our )?(?:[a-z0-9-]+ ){0,3}(conservatory|orangery)\b/,
  ),
  /\b(re-?roof(ing)?|roof (repairs?|work|covering|replacement)|new roof|double glazing|(new|replace|replacing|replacement) (\w+ )?windows?)\b/,
  // The rooms in the plural too ("refit the bathrooms and redecorate throughout" was the decorator's alone, £2,982 on
  // 90 m², North: the bathrooms vanished).
  /\b(new|replace|replacing|replacement|refit(ting)?|rip(ping)? out|install(ing)?|fit(ting)?) (a |an |the )?(new )?(\w+ )?(kitchens?|bathrooms?|en-?suites?|shower rooms?|shower|wc|toilet|cloakrooms?|suite|units|worktops?|sanitaryware|bath)\b/,
  /\b(kitchens?|bathrooms?) (refit|renovation|refurb|refurbishment|replacement|units|worktops?|suite)\b/,
  // "The bathroom is tired so replacing it": the room named, then its replacement in the same clause.
  /\b(kitchens?|bathrooms?|en-?suites?|shower rooms?)\b(?:(?!\b(?:no|not|never|don'?t|doesn'?t|won'?t|isn'?t)\b)[^.,;]){0,30}\b(replac(e|ed|ing)|refit(ted|ting)?|renew(ed|ing)?|rip(ped|ping)? out)\b/,
  // An en-suite decorated is a room ("repaint the en-suite"), not one fitted.
  new RegExp(String.raw`\b(worktops?|sanitaryware|kitchen units|bathroom suite|${asWork('en-?suites?')}|wet ?room)\b`),
  /(?<!(light|cosmetic) )\b(refurb\w*|renovat\w*|modernis\w*|moderniz\w*|remodel\w*)\b/,
  /\b(strip[- ]?out|gut|gutting|rebuild\w*|demolish\w*|reconfigur\w*|new layout|relocat\w*)\b/,
  // Outside works (an exterior repaint, the roofline) are not the interior decorating the scope ladder measures.
  /\b((exterior|external|outside) (re-?paint\w*|paint\w*|decorat\w*)|(re-?paint\w*|paint\w*) (the )?(exterior|outside|render(ing)?|external walls)|masonry paint\w*|fascias?|soffits?|guttering)\b/,
  // Small works named beside decorating (a front door, a log burner, a kitchen's doors resprayed) are another trade's:
  // the decorator and each small work priced beside each other (decision 074), not decorating alone.
  ...Object.values(SMALL_WORK_PATTERNS),
  // Fire-safety works (an HMO's or a letting's compliance pack) are not a decorator's.
  /\b(fire doors?|fd30s?|emergency lighting|(interlinked|mains[- ]wired) (smoke |heat )?(alarms?|detectors?)|fire (alarm|detection)( system)?)\b/,
]

/** 'id: value' lines of 'Additional Details' carry answers, not description; they are not read for scope. */
function withoutAnswerLines(raw: string): string {
  return raw
    .split('\n')
    .filter((line) => {
      if (/^\s*additional details:?\s*$/i.test(line)) return false
      const id = detailLineId(line)
      return !(id && findCatalogueQuestion(id))
    })
    .join('\n')
}

/** The first un-negated match of any pattern, with the words around it. */
function findHit(text: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const re = everyMatch(pattern)
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') re.lastIndex++
      if (!isNegated(text, m.index, m[0].length)) return evidenceAt(text, m.index, m[0].length)
    }
  }
  return undefined
}

/** The scope the description settles and the words that settle it, or undefined when it does not. */
export function detectScopeWithEvidence(description: string): { scope: Scope; evidence: string } | undefined {
  const text = normaliseDescription(withoutAnswerLines(description))
  if (text === '') return undefined
  for (const [scope, patterns] of EXPLICIT) {
    const evidence = findHit(text, patterns)
    if (evidence !== undefined) return { scope, evidence }
  }
  if (findHit(text, HEAVIER) !== undefined) return undefined
  const light = findHit(text, LIGHT)
  if (light !== undefined) return { scope: 'light', evidence: light }
  const decorating = findHit(text, DECORATING)
  if (decorating === undefined) return undefined
  const finishes = findHit(text, FINISHES)
  return finishes !== undefined ? { scope: 'light', evidence: finishes } : { scope: 'cosmetic', evidence: decorating }
}

/** The scope a description settles ("repaint the lounge" → cosmetic), or undefined when it leaves it open. */
export function detectScope(description: string): Scope | undefined {
  return detectScopeWithEvidence(description)?.scope
}

/** The scope priced when nobody has said: a typical job, with the range spanning the plausible scopes. */
export const TYPICAL_SCOPE: Scope = 'medium'

export interface ResolvedScope {
  scope: Scope
  /** Whether the user stated it (form, answer or an unambiguous description): the engine's `scopeKnown`. */
  isKnown: boolean
  source: 'form' | 'answer' | 'description' | 'unknown'
}

/**
 * One resolution for the API and the wizard's preview: the form's `renovationScope` (aliases accepted), then the
 * smart answer `renovation_scope`, then the description; otherwise the typical scope, not known.
 */
export function resolveScope(args: {
  stated?: string | undefined
  answers?: Readonly<Record<string, string>> | undefined
  description?: string | undefined
}): ResolvedScope {
  const stated = toScope(args.stated)
  if (stated) return { scope: stated, isKnown: true, source: 'form' }
  const answered = toScope(args.answers?.[SCOPE_QUESTION_ID])
  if (answered) return { scope: answered, isKnown: true, source: 'answer' }
  const detected = detectScope(args.description ?? '')
  if (detected) return { scope: detected, isKnown: true, source: 'description' }
  return { scope: TYPICAL_SCOPE, isKnown: false, source: 'unknown' }
}
