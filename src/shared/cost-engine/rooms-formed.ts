/*
 * A bathroom formed where there was none (decision 070): an en-suite or shower room added in a bedroom, or in a room
 * made a bedroom with it. It has no suite to strip out; it is enclosed by new partitions with a door, and its WC and
 * wastes need soil and water runs where there were none. A bathroom refitted ("refit the en-suite", "new en-suite
 * suite") is not one.
 */

/** A room of the house lived in, as a change of use names it ("the dining room", "a downstairs bedroom"). */
export const LIVED_IN = String.raw`(?:(?:dining|living|sitting|family|reception|front|back|spare|box|play|games|guest|music) ?room|lounge|snug|study|(?:home )?office|bedroom|nursery)`
/**
 * A bedroom by any of its names: a spare, box or guest room is one of the house's bedrooms in UK usage (usually the
 * second or the smallest), measured and priced as a bedroom, not as a reception room (decision 070, later).
 */
export const A_BEDROOM = /bedroom|nursery|guest|spare ?room|box ?room/
/** Up to two words before it, none another space or a join ("the old dining room"; not "the garage and study"). */
export const ITS_WORDS = String.raw`(?:(?!(?:garage|loft|attic|basement|cellar|house|and|or|with|in|into|to)\b)[a-z0-9-]+ ){0,2}`
/** A room made one lived in, with a room of its own named ("into a downstairs bedroom with en-suite"). */
export const WITH_ITS_OWN = String.raw`(?:in)?to (?:a |an )?${ITS_WORDS}${LIVED_IN} with (?:an? |its own |a new |new )?`

/**
 * An en-suite named with what it is ("an en-suite shower room", "an en-suite bathroom", "a shower room en-suite"): one
 * room, its two names read together, never a bathroom beside an en-suite. Listed before either name alone.
 */
export const EN_SUITE_NAMED_AS_WHAT_IT_IS = String.raw`en-?suite (?:bathroom|shower ?room)|(?:bathroom|shower ?room) en-?suite`
/**
 * A bathroom's names. Not a wet room, more often the bathroom there now made one ("create a wet room"), nor a
 * cloakroom, more often a cupboard under the stairs with its own walls and door.
 */
const BATHROOM_NAME = String.raw`(?:${EN_SUITE_NAMED_AS_WHAT_IT_IS}|bathroom|shower ?room|en-?suite)`
/** One that is not there yet: "an en-suite", "a second bathroom", "an extra shower room". */
const ONE_MORE = String.raw`(?:an? |another |a second |a third |an extra |an additional )`
/** Up to two words before the room's name, none that makes it the one there now or says where it is. */
const ITS_KIND = String.raw`(?:(?!(?:new|replacement|existing|old|current|in|into|to|for|of|at|on|the|and|with)\b)[a-z0-9-]+ ){0,2}`

/**
 * A bathroom formed where there was none: added, put in, built, created or formed ("add a shower room in the spare
 * bedroom", "build a new en-suite"); fitted or installed as one more ("fit an en-suite in the main bedroom", not "fit
 * a new en-suite", which may be a refit); or named with a room made a bedroom ("into a bedroom with en-suite"). The
 * suite alone ("fit a bathroom suite") is not the room.
 */
export const ROOM_FORMED = new RegExp(
  String.raw`\b(?:(?:(?:add(?:ing)?|put(?:ting)? in|build(?:ing)?|creat(?:e|ing)|form(?:ing)?) ${ONE_MORE}?(?:new )?|(?:fit(?:ting)?|install(?:ing)?) ${ONE_MORE})${ITS_KIND}${BATHROOM_NAME}\b(?! suite)|${WITH_ITS_OWN}${BATHROOM_NAME}\b)`,
  'g',
)
