/** What a recipe line's quantity is measured or counted from (the take-off in quantities.ts answers each). */
export type QuantityBasis =
  | 'each'
  | 'floorArea'
  | 'wallArea'
  | 'ceilingArea'
  | 'decorArea'
  | 'skirtingLm'
  | 'groundPerimeterLm'
  | 'roofArea'
  | 'footprintArea'
  | 'extWallArea'
  | 'extWallLm'
  | 'kitchens'
  | 'kitchenRunLm'
  | 'applianceSets'
  | 'bathrooms'
  | 'sanitaryUnits'
  | 'bathroomTileArea'
  | 'bathroomFloorArea'
  | 'bedrooms'
  | 'doors'
  | 'windows'
  /** Outside doors: the description's ("the front and back doors": 2, "external doors": a pair), else one. */
  | 'extDoors'
  /** Sockets added: the description's count ("3 new double sockets"), else a pair. */
  | 'sockets'
  /** Fire doors: the description's count ("3 fire doors"), else the doors of the rooms onto the escape route. */
  | 'escapeDoors'
  /** Smoke and heat alarms: the description's count, else one in each room but a bathroom, the hall and each landing. */
  | 'alarms'
  /**
   * Staircases carpeted step by step (a stair carpet is cut, gripped and bent round each tread and riser): the stairs a
   * floor fitter's carpet names (decision 068), each priced by the staircase; their floor is out of `floorArea`.
   */
  | 'staircases'
  /** Radiators added to a working system: the description's count ("two extra radiators"), else one. */
  | 'radiatorsAdded'
  /** The house's elevations: the external walls round its footprint, storey by storey, less openings. */
  | 'facadeArea'
  /** A flat roof re-covered: the area its sentence states ("the 15 m2 flat roof"), else a single garage's, 15 m². */
  | 'flatRoofArea'
  /** A cellar tanked: its walls and floor, from the floor its sentence states, else one room's cellar of 16 m². */
  | 'cellarTankedArea'
  /** The roofline all round the house: the four sides of its footprint (fascias, soffits and gutters). */
  | 'eavesLm'
  /** An HMO's en-suites: the description's count ("two of the bedrooms to have en-suites"), else one per letting room. */
  | 'ensuites'
  /** Rooflights: the description's count ("with 3 Velux windows"), else a pair. */
  | 'rooflights'
  /** A rooflight loft conversion's rooflights: the description's count, else one per 7 m² of the loft floor. */
  | 'rooflightsByArea'
  | 'units'
  /** A rear extension's glazed door sets across its garden elevation, and its opening into the house (garden-elevation.ts). */
  | 'gardenGlazingM'
  | 'breakThroughM'
  /** Bathrooms the building has now (what a strip-out removes), never more than are fitted. */
  | 'existingBathrooms'
  /** Kitchens the building has now (what a strip-out removes): one in a house being divided into flats. */
  | 'existingKitchens'
  /** Internal doors other than the fire doors an HMO fits (the fire doors replace those doors). */
  | 'doorsBesideFireDoors'
  /** 1 when a combi serves the showers (up to two), else 0; `systemBoilers` the other way round. */
  | 'combiBoilers'
  | 'systemBoilers'
  /** Counted from the room schedule (quantities.ts roomSchedule). */
  | 'radiators'
  | 'electricalPoints'
