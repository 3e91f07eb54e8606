import { describe, expect, test } from 'vitest'
import { detectScope, detectScopeWithEvidence, resolveScope } from './detect-scope'

describe('detectScope', () => {
  test.each([
    ['Repaint the living room', 'cosmetic'],
    ['Repaint the open-plan living room and hallway.', 'cosmetic'],
    ['Decorate throughout: walls, ceilings and woodwork.', 'cosmetic'],
    ['Just painting and wallpapering the bedrooms, paint the wc too', 'cosmetic'],
    ['Not a full refurbishment, just repaint the bedrooms.', 'cosmetic'],
    // A conservatory decorated is a room (it was the house's light refresh, £16,775); one built is not decorating.
    ['Decorate the conservatory', 'cosmetic'],
    // The carpets' "new" does not run on across "and" to a conservatory (it read as one built: the house's light
    // refresh, £19,893 on 90 m², London; now the lounge decorated and carpeted, £1,533, the conservatory listed).
    ['Repaint the lounge, new carpets and a conservatory', 'cosmetic'],
    // An extension already built, repainted, is decorating (it read as an extension built).
    ['Repaint the kitchen extension', 'cosmetic'],
    ['Refresh the flat between tenants.', 'light'],
    ['Freshen up the lounge before we sell.', 'light'],
    // Decorating and a new floor covering is decorating and a fitter's floor, not a refresh (decision 057).
    ['New carpets and paint throughout.', 'cosmetic'],
    ['Just want the bedroom repainted and a new carpet. Nothing else.', 'cosmetic'],
    ['Repaint the lounge and lay LVT flooring', 'cosmetic'],
    ['Repaint and retile the bathroom floor', 'light'],
    ['Repaint, sand the floorboards and new light fittings.', 'light'],
    // Furnishing a let is a refresh's work, not a decorator's.
    ['Light refresh: repaint throughout and furnish it for the holiday let.', 'light'],
    ['light refresh: paint, new carpets and doors', 'light'],
    // Plaster repaired, or plastered before, is not the plasterer's work to price.
    ['Repaint throughout and some minor plaster repairs', 'cosmetic'],
    ['Plastered walls need a repaint', 'cosmetic'],
    ['Repaint throughout and a furniture pack.', 'light'],
    ['The bathroom does not need replacing, just repaint', 'cosmetic'],
    ['No need to rewire, just repaint and new carpets.', 'cosmetic'],
    ['A light refurbishment of the lounge.', 'light'],
    ['Full refurbishment of a 3-bed semi.', 'medium'],
    ['Refurbish throughout, new kitchen and bathroom.', 'medium'],
    ['Extensive renovation of a Victorian terrace.', 'extensive'],
    ['This is a major renovation: new kitchen, two bathrooms, rewire.', 'extensive'],
    ['Take the whole house back to brick.', 'full'],
    ['Gut the whole house and start again.', 'full'],
    ['Strip out completely and rebuild inside.', 'full'],
    ['Full renovation of a derelict farmhouse.', 'full'],
    ['Full refurbishment, back to brick.', 'full'],
  ])('%s → %s', (description, scope) => {
    expect(detectScope(description)).toBe(scope)
  })

  test.each([
    [''],
    ['Kitchen.'],
    ['1930s semi. New kitchen, knock through to the dining room, old wiring.'],
    ['Repaint the living room and fit a new kitchen.'],
    ['Paint the walls and rewire the house.'],
    ['Refresh the kitchen with new units and worktops.'],
    // The room named, then its replacement in the same clause.
    ['Existing bathroom is tired so replacing it, plus repaint throughout. Kitchen is staying.'],
    ['HMO licence renewal. Compliance and cosmetic: fire doors to 3 rooms, emergency lighting, repaint the hall.'],
    ['Exterior repaint only - rendered walls in masonry paint.'],
    ['Repaint the exterior of the house'],
    // A kitchen's doors resprayed are a sprayer's facelift (decision 066).
    ['Paint the kitchen cabinets and replace the handles'],
    ['Respray the kitchen'],
    ['New carpets throughout.'],
    ['Extensive damp in the cellar; repaint afterwards.'],
    ['I was gutted when the survey came back.'],
    ['Recently refurbished throughout; just needs repainting.'],
    ['Not a major renovation.'],
    ['Replace the bathroom suite and tiling.'],
    // The rooms in the plural are refitted too: "redecorate throughout" beside them was the decorator's alone.
    ['Refit the bathrooms and redecorate throughout'],
    ['New kitchens and bathrooms, paint throughout'],
    ['Repaint the lounge and build a new lean-to conservatory'],
    ['Repaint the lounge and build a rear extension'],
    ['Repaint throughout, replace the electric storage heaters with a gas combi and 5 radiators.'],
    // The plasterer's work beside decorating is that trade and the decorator's (decision 074), a skim as replastering:
    // "skim all ceilings and walls, then paint" was the house's light refresh (£27,527 on 85 m², North).
    ['Skim all ceilings and walls, then paint'],
    ['Skim the walls and redecorate'],
    ['Plaster the ceilings and paint the house'],
    ['Replaster and paint throughout'],
  ])('%j leaves scope open', (description) => {
    expect(detectScope(description)).toBeUndefined()
  })

  test('answer lines of an enhanced description are not read as description', () => {
    expect(detectScope('Kitchen.\n\nAdditional Details:\nrenovation_scope: extensive\ndamp: no')).toBeUndefined()
    expect(detectScope('Repaint the hall.\n\nAdditional Details:\nrewiring: yes')).toBe('cosmetic')
  })

  test('gives the words that settled it', () => {
    expect(detectScopeWithEvidence('We want to take the house back to brick and start again')?.evidence).toContain(
      'back to brick',
    )
  })
})

describe('resolveScope', () => {
  test('form first, then the answer, then the description, else a typical job not known', () => {
    const answers = { renovation_scope: 'full' }
    expect(resolveScope({ stated: 'light', answers, description: 'repaint' })).toEqual({
      scope: 'light',
      isKnown: true,
      source: 'form',
    })
    expect(resolveScope({ answers, description: 'repaint' })).toEqual({
      scope: 'full',
      isKnown: true,
      source: 'answer',
    })
    expect(resolveScope({ description: 'repaint the hall' })).toEqual({
      scope: 'cosmetic',
      isKnown: true,
      source: 'description',
    })
    expect(resolveScope({ description: 'new kitchen' })).toEqual({ scope: 'medium', isKnown: false, source: 'unknown' })
  })

  test('accepts the ladder aliases and ignores unknown or blank values', () => {
    expect(resolveScope({ stated: 'decorating' }).scope).toBe('cosmetic')
    expect(resolveScope({ stated: 'refurbishment' }).scope).toBe('medium')
    expect(resolveScope({ stated: '', answers: { renovation_scope: 'lots' } })).toMatchObject({ isKnown: false })
  })
})
