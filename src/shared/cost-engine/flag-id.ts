import type { SmallWorkId } from './small-works'

/**
 * A recipe flag: work a line prices only when it is on (`when`) or off (`unless`), set by the answers, the description's
 * words or the recipe's defaults (resolve-drivers.ts).
 */
export type FlagId =
  | 'rewire'
  | 'heat_system'
  | 'heat_boiler'
  | 'heat_pump'
  | 'damp'
  | 'structural'
  | 'roof_recover'
  | 'roof_repairs'
  | 'windows_all'
  | 'windows_some'
  /** The windows counted in the brief ("replace two windows", "the front window"): each of them, at any scope. */
  | 'windows_counted'
  /** Some windows replaced, not counted ("replace some windows", "a few new windows"): a share of the house's. */
  | 'some_windows'
  /** Windows and outside doors listed together ("new windows and doors"): the doors are the windows trade's. */
  | 'openings'
  /**
   * The home is a flat (stated-counts.ts `aFlat`): its outside (walls, gutters, paths) and roof are the freeholder's,
   * so no repairs to them come with the scope.
   */
  | 'a_flat'
  | 'listed'
  | 'period'
  | 'layout_change'
  /** The brief or the answer keeps the layout ("no change to the layout"): no partitions are moved. */
  | 'layout_kept'
  /** Floors, ceilings or walls stay, the owner tiles: lines left out (walls: the plasterer's); floorboards sanded. */
  | 'floors_kept'
  | 'owner_tiles'
  | 'ceilings_kept'
  | 'walls_kept'
  /** One wall decorated alone ("wallpaper the feature wall"): that wall, not the room's walls and ceiling. */
  | 'feature_wall'
  /** Papering said: the walls papered ("wallpaper the living room"), or a feature wall ("... a feature wall"). */
  | 'walls_papered'
  | 'feature_papered'
  | 'floor_sanding'
  | 'doors_kept'
  /**
   * "... nothing else": a list of works is the whole job (no refresh around it); of the surfaces, only those named
   * (`unnamed_*`), each in full (`replaster_said`, `floor_said`).
   */
  | 'named_only'
  | 'unnamed_decoration'
  | 'unnamed_plaster'
  | 'unnamed_floor'
  | 'replaster_said'
  | 'floor_said'
  /** A shower room or en-suite said ("with en-suite", "and a shower room"): built in new space. */
  | 'shower_room_said'
  /** A bathroom formed where there was none ("fit an en-suite in the main bedroom"): nothing to strip (rooms-formed.ts). */
  | 'room_formed'
  /** Sockets added ("3 new double sockets"); a new consumer unit (fuse box). */
  | 'sockets_added'
  | 'consumer_unit'
  /** The brief keeps the kitchen or the bathrooms as they are: their fit-out is left out. */
  | 'kitchen_kept'
  | 'bathroom_kept'
  /** The brief names no kitchen to fit (an extension's kitchen lines are left out). */
  | 'kitchen_not_fitted'
  /** The air conditioning or ventilation stays ("air conditioning is staying"). */
  | 'hvac_kept'
  | 'ufh'
  | 'bifold'
  | 'rooflights'
  | 'double_storey'
  | 'single_storey'
  | 'loft_rooflight'
  | 'loft_dormer'
  | 'loft_hip_to_gable'
  | 'loft_mansard'
  | 'loft_l_shaped'
  | 'new_build'
  | 'refurbishment'
  | 'underpin'
  | 'shopfitting'
  | 'furnishing'
  | 'worktop_stone'
  | 'compliance_only'
  | 'ensuite'
  | 'shower_rooms'
  | 'cloakroom'
  | 'island'
  | 'tiled_floor'
  /** A floor retiled, or a bathroom's renewed with no covering named: the floor fitter tiles it. */
  | 'floor_retiled'
  | 'carpet'
  | 'floor_covering'
  | 'pitched_roof'
  | 'existing_dwellings'
  | 'cosmetic'
  | 'kitchen_unnamed'
  | 'kitchen_said'
  | 'bathroom_said'
  | 'bathroom_unnamed'
  | 'appliances_kept'
  | 'units_kept'
  /** A kitchen respray keeps the worktops, their sink and splashback (decision 066). */
  | 'worktops_kept'
  | 'units_supplied'
  /**
   * The owner supplies the materials ("labour only", "paint extra", "we'll buy the materials"): each line priced at its
   * labour and plant share (stages/labour-only.ts).
   */
  | 'labour_only'
  | SmallWorkId
  | 'service_extension'
  | 'compliance_held'
  /**
   * Work another part of the same job does (decisions 072, 074), so this part's line would price it twice: the walls
   * replastered throughout (a rewire's chases are made good by it), a loft converted (insulated at its rafters), the
   * whole property decorated (a kitchen's or bathroom's walls and ceiling are the decorator's).
   */
  | 'walls_replastered_beside'
  | 'loft_converted_beside'
  | 'decorated_beside'
