import type { FlagId } from '../flag-id'
import type { RecipeLine } from '../rate-table'

/**
 * Decorating measured over walls and ceilings (`decorArea`) where the brief keeps one of them: the walls alone where the
 * ceilings stay ("paint the walls only", "ceilings are fine"), the ceilings alone where the walls stay ("ceilings
 * only", "skim the living room ceiling"). The line is measured on the surface painted and says so. Both kept, or
 * neither, leaves the line as it is.
 */
export function surfacesDecorated(line: RecipeLine, flags: Partial<Record<FlagId, boolean>>): RecipeLine {
  if (line.basis !== 'decorArea' || !flags.ceilings_kept === !flags.walls_kept) return line
  return flags.ceilings_kept
    ? {
        ...line,
        basis: 'wallArea',
        label: line.label ?? 'Mist coat and two coats emulsion to the walls, gloss to woodwork (the ceilings stay)',
      }
    : {
        ...line,
        basis: 'ceilingArea',
        label: line.label ?? 'Mist coat and two coats emulsion to the ceilings (the walls stay)',
      }
}
