import type { UnpricedWork } from './unpriced-works'

/**
 * A trade's everyday small job that no rate of ours prices (decision 069, later): a joiner's, a carpenter's, a
 * decorator's, a gutter cleaner's or a roofer's hour. Named alone, each was priced as the house's job; now refused,
 * naming who to ask.
 */
export const SMALL_JOBS_REFUSED: readonly UnpricedWork[] = [
  // Doors rehung or eased, pipes boxed in, one door painted: each was the house's job (rehanging £110,493, the extensive
  // renovation; boxing in the pipes in the bathroom £21,590, a light refresh with a bathroom; repainting the front door
  // £2,816, the whole house repainted; 85 m², North). A joiner's or a decorator's hour, no rate of ours.
  {
    name: 'Doors rehung, eased or adjusted',
    ask: 'a joiner or carpenter',
    pattern:
      /\b(?:(?:re-?hang(?:ing)?|eas(?:e|ing)|plan(?:e|ing)(?: down)?|adjust(?:ing)?) (?:the |our |my |all (?:the )?|a |an |some |\d{1,2} )?(?:(?:internal|interior|sticking|bedroom|kitchen|bathroom|old|existing) )*doors?|doors? (?:rehung|re-hung|eased|planed(?: down)?))\b/g,
  },
  {
    name: 'Pipes boxed in',
    ask: 'a carpenter',
    partOfARefit: true,
    pattern:
      /\b(?:box(?:ing)? in|boxed in|conceal(?:ing)?|hid(?:e|ing)) (?:the |our |my |some |all (?:the )?)?(?:(?:exposed|heating|radiator|water|soil|waste|gas|boiler|old|ugly) )*(?:pipes?|pipework|soil (?:pipes?|stacks?))(?: (?:in|under|behind|along|round|around|to) (?:the |our |my )?(?:[a-z]+ )?(?:room|bathroom|kitchen|en-?suite|cloakroom|toilet|wc|hall(?:way)?|landing|bedroom|lounge|loft|utility|stairs|sink|basin|bath|boiler(?: cupboard)?))?\b/g,
  },
  {
    name: 'An outside door painted on its own',
    ask: 'a decorator',
    // A decorator's job lists its doors as woodwork.
    partOfARefit: true,
    pattern:
      /\b(?:(?:re-?)?paint(?:ing)?|gloss(?:ing)?|varnish(?:ing)?|stain(?:ing)?|re-?stain(?:ing)?) (?:the |our |my )?(?:front|back|rear|side)(?: and (?:the )?(?:front|back|rear|side))? doors?\b/g,
  },
  // The gutters cleared, not renewed ("clear the gutters" was the roofline's new fascias and gutters, £2,966 on 85 m²).
  {
    name: 'Gutters cleared or unblocked',
    ask: 'a gutter cleaner or roofer',
    pattern:
      /\b(?:(?:clear(?:ing)?|clean(?:ing)?|unblock(?:ing)?|empty(?:ing)?|vac(?:uum)?(?:ing)?)(?: out)? (?:the |our |my |all (?:the )?)?(?:blocked )?(?:gutters?|guttering|downpipes?)(?: and (?:the )?(?:gutters?|guttering|downpipes?))?|gutter (?:clean(?:ing|s)?|clearance|clearing))\b/g,
  },
  // A stack repointed or repaired from a scaffold or a roof ladder ("repoint the chimney" was 54 m² of the house's
  // repointing, £3,306 on 85 m², North): a roofer's; our repointing rate is the walls'.
  {
    name: 'A chimney stack repointed or repaired',
    ask: 'a roofer or steeplejack',
    pattern:
      /\b(?:(?:re-?point(?:ing)?|point(?:ing)?|repair(?:ing)?|fix(?:ing)?|re-?build(?:ing)?|re-?flaunch(?:ing)?) (?:the |our |a )?chimney(?: stacks?| pots?)?s?(?! breasts?)|chimney (?:stack |pots? )?(?:re-?pointing|repairs?|rebuild))\b/g,
  },
]
