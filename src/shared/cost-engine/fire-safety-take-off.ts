import { parseCount } from '../smart-questions/driver-text'
import type { StatedCounts } from './stated-counts'

/**
 * The alarms a brief says are in rooms it counts or names ("smoke alarms in the 3 bedrooms", "in the hall and landing",
 * "a heat alarm in the kitchen"): `rooms` alarms, one in each room named or as many as said, and one in each of the
 * house's bedrooms where said of every bedroom ("in each bedroom", "in the bedrooms").
 */
export interface AlarmsInRooms {
  rooms: number
  eachBedroom: boolean
}

const COUNT = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`
/** Smoke or heat alarms, with how they are powered and linked ("two mains-wired smoke alarms"). */
const ALARM_WORDS = String.raw`(?:(${COUNT}|an?) )?(?:(?:new|mains|mains[- ](?:wired|powered)|hard[- ]?wired|wired[- ]in|interlinked|linked|optical|extra|additional),? )*(?:smoke|heat|fire)(?: (?:and|&) (?:smoke|heat))? (?:alarms?|detectors?)(?: (?:fitted|installed|wired in|put in))?`
const ROOM_NAME = String.raw`(?:(?:master |main |spare |back |front |rear |small |large |second |third |guest )?bed ?rooms?|box ?rooms?|nurser(?:y|ies)|kitchens?|hall(?:way)?s?|landings?|stair(?:s|well|case)|(?:living|sitting|dining|reception|family|front) ?rooms?|lounges?|stud(?:y|ies)|utility(?: room)?)`
const ROOM_ITEM = String.raw`(?:(each|every|all(?: of)?(?: the)?|both|the|our|my) )?(?:(${COUNT}) )?(${ROOM_NAME})`
const UNCAPTURED_ITEM = ROOM_ITEM.replace(/\((?!\?)/g, '(?:')
const ALARMS_IN_ROOMS = new RegExp(
  String.raw`\b${ALARM_WORDS} (?:in|on|to|for|at) (${UNCAPTURED_ITEM}(?:(?:,| and|, and| &| plus) ${UNCAPTURED_ITEM})*)\b`,
  'g',
)
const ITEMS = new RegExp(ROOM_ITEM, 'g')

/** The alarms one phrase puts in its rooms: the count said, else one a room ("hall, stairs and landing": 2). */
function alarmsIn(said: string | undefined, list: string): AlarmsInRooms {
  const items = [...list.matchAll(ITEMS)]
  const landing = items.some((m) => /landing/.test(m[3]!))
  let rooms = 0
  let eachBedroom = false
  for (const [, which, count, name] of items) {
    const bedrooms = /bed ?rooms?$/.test(name!)
    if (bedrooms && (/^(?:each|every|all)/.test(which ?? '') || (name!.endsWith('s') && count === undefined)))
      eachBedroom = true
    else if (!/^stair/.test(name!) || !landing) rooms += count ? (parseCount(count) ?? 1) : which === 'both' ? 2 : 1
  }
  const n = said === undefined ? undefined : parseCount(said)
  return n !== undefined && n > 1 && !eachBedroom ? { rooms: n, eachBedroom } : { rooms, eachBedroom }
}

/** The alarms the normalised brief `text` says are in rooms, summed over its phrases; undefined where it says none. */
export function alarmsInRooms(text: string): AlarmsInRooms | undefined {
  const phrases = [...text.matchAll(ALARMS_IN_ROOMS)].map((m) => alarmsIn(m[1], m[2]!))
  if (phrases.length === 0) return undefined
  return {
    rooms: phrases.reduce((s, p) => s + p.rooms, 0),
    eachBedroom: phrases.some((p) => p.eachBedroom),
  }
}

/**
 * A dwelling's fire-safety small works counted from its room schedule (decision 065, later). The fire doors are the
 * doors of the rooms onto the escape route: each bedroom and reception room and the kitchen, never more than the doors
 * the house has (its bathroom's and cupboards' are not on the route). The alarms are a smoke alarm in each of those
 * rooms, a heat alarm in the kitchen, and one in the hall and on each landing (BS 5839-6 grade D1, category LD2, as the
 * HMO recipe's compliance pack counts them); a flat has its hall and no landing. A count the brief says ("3 fire doors",
 * "all 8 internal doors with fire doors", "two smoke alarms") is priced as said, and so are the alarms in the rooms it
 * names ("smoke alarms in the 3 bedrooms": 3); one room is its own door and alarm.
 */
export function fireSafetyTakeOff(
  r: {
    bedrooms: number
    receptions: number
    kitchens: number
    halls: number
    doors: number
    singleSpace: boolean
    dwellings: number
  },
  stated: StatedCounts | undefined,
) {
  const rooms = r.singleSpace ? 1 : r.bedrooms + r.receptions + r.kitchens
  const onTheRoute = Math.min(r.doors, rooms)
  const aFlat = !!stated?.aFlat && r.dwellings === 1
  const halls = r.singleSpace ? 0 : aFlat ? 1 : r.halls
  const said = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}, as the description says`
  const fireDoors = stated?.fireDoors
  const inRooms = stated?.alarmsInRooms
  const inEachBedroom = inRooms?.eachBedroom ? r.bedrooms : 0
  const alarmsSaid = inRooms ? inRooms.rooms + inEachBedroom : stated?.alarms
  const alarms = alarmsSaid ?? rooms + halls
  return {
    quantities: { escapeDoors: fireDoors ?? onTheRoute, alarms },
    working: {
      escapeDoors:
        fireDoors !== undefined
          ? said(fireDoors, 'fire door')
          : r.singleSpace
            ? "the room's door"
            : `the doors of the rooms onto the escape route: ${r.bedrooms} bedrooms + ${r.receptions} reception + ${r.kitchens} kitchen = ${rooms}${rooms > r.doors ? `, at most the ${r.doors} doors the house has` : ` of the ${r.doors} doors the house has`}`,
      alarms: inRooms?.eachBedroom
        ? `in the rooms the description names: one in each of ${r.bedrooms} bedrooms${inRooms.rooms > 0 ? ` + ${inRooms.rooms} in the others` : ''} = ${alarms} alarm${alarms === 1 ? '' : 's'}`
        : inRooms
          ? `${alarms} alarm${alarms === 1 ? '' : 's'}, in the rooms the description names`
          : alarmsSaid !== undefined
            ? said(alarmsSaid, 'alarm')
            : r.singleSpace
              ? 'one in the room'
              : `a smoke alarm in each of ${r.bedrooms} bedrooms + ${r.receptions} reception, a heat alarm in ${r.kitchens} kitchen, one in ${halls} ${aFlat ? 'hall (a flat has no landing)' : 'hall/landing'} = ${alarms} alarms`,
    },
  }
}
