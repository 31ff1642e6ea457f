import Foundation

/// The computed geometry of a compositional layout: per section, one repetition of its group (a
/// template) and where the repetitions go, so an item's frame is found in O(1) without a frame
/// stored per item.
///
/// "u" is the axis across the scrolling direction (x when scrolling vertically) and "v" the
/// scrolling axis. Frames here are not yet rounded to pixels; the layout rounds origins when it
/// answers, as the flow layout does.
struct CompositionalLayoutGeometry {
  /// A supplementary or decoration view's frame, relative to its template or in content space.
  struct Placed {
    var kind: String
    var frame: CGRect
    var zIndex: Int
    /// For a supplementary anchored to an item: its container anchor's unit point on the host
    /// (0 at the top or leading edge, 1 at the bottom or trailing edge), so it follows the host
    /// when the host is resized.
    var hostAnchor: CGPoint = .zero
    /// Whether it is anchored to an item (not to a group): from iOS 17 it is placed on the
    /// item's frame as snapped to the pixel grid.
    var anchorsToItem = false
  }

  /// One leaf item of a group repetition, relative to the repetition's origin.
  struct Slot {
    var frame: CGRect
    /// A custom group item's zIndex; `nil` for the section's cell zIndex.
    var zIndex: Int?
    /// Supplementary views anchored to this item, or to a group whose first item it is.
    var supplementaries: [Placed] = []
  }

  /// A boundary supplementary item in content coordinates.
  struct Boundary {
    var placed: Placed
    /// -1 at the start of the scrolling axis (a header), 1 at the end (a footer), 0 elsewhere.
    var side: Int
    var pins: Bool
    /// Whether its layout size estimates its width and its height: its view self-sizes there.
    var estimates: (width: Bool, height: Bool) = (false, false)
    /// Whether it extends its section (`extendsBoundary`).
    var extends = false
  }

  /// One section: its extent, its group template and its views.
  struct Section {
    var itemCount = 0
    /// The section's rectangle along v, extending boundary items included.
    var minV: CGFloat = 0
    var maxV: CGFloat = 0
    /// How far extending boundary items reach in from each end (what pinning keeps clear).
    var leadingExtent: CGFloat = 0
    var trailingExtent: CGFloat = 0
    /// The leaf items of one repetition of the group.
    var slots: [Slot] = []
    /// The extent along v of everything in one repetition, relative to its origin.
    var templateMinV: CGFloat = 0
    var templateMaxV: CGFloat = 0
    /// The first repetition's origin, and the distance between repetitions along v.
    var groupOrigin: CGPoint = .zero
    var groupStride: CGFloat = 0
    var groupCount = 0
    var boundaries: [Boundary] = []
    var decorations: [Placed] = []
    /// The zIndex of the section's cells: 0, or 1 when the section has a background.
    var cellZIndex = 0
    /// The extent along v of every element of the section (pinned ones at any offset).
    var elementsMinV: CGFloat = 0
    var elementsMaxV: CGFloat = 0
    /// How the section's cells self-size along the scrolling axis; `nil` when they keep their
    /// estimates (see `selfSizing(_:slots:vertical:)`).
    var sharing: SelfSizingSharing?
    /// Whether the section's cells self-size along the scrolling axis.
    var selfSizes: Bool { sharing != nil }
    /// The group's length along v, as laid out in the template.
    var groupLength: CGFloat = 0
    /// When cells were resized: each repetition's start from ``groupOrigin`` and length, and
    /// each item's length, along the axis the repetitions follow one another on.
    ///
    /// `nil` while every repetition is the template.
    var resized: ResizedRepetitions?
    /// For an orthogonal section: its scroller.
    ///
    /// The group then repeats along u, ``groupStride`` apart, and every repetition has the same v.
    var scroller: OrthogonalScroller?
    /// The extent along u of everything in one repetition, relative to its origin (orthogonal
    /// sections' queries use it).
    var templateMinU: CGFloat = 0
    var templateMaxU: CGFloat = 0
    /// A list section's configuration when its `itemSeparatorHandler` decides its separators.
    var listSeparatorRule: CollectionLayoutListConfiguration?
    /// The section's `visibleItemsInvalidationHandler`.
    var visibleItemsHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
  }

  var isVertical = true
  /// Whether a boundary item pins: scrolling then moves it.
  var hasPinnedItems = false
  var contentSize: CGSize = .zero
  /// The layout's container the geometry was computed in; `nil` before any layout.
  var container: CollectionLayoutContainer?
  var sections: [Section] = []
  /// The layout's own boundary items, with the content's extent as their "section".
  var layoutBoundaries = Section()
  /// `reachMax[s]` is the largest `elementsMaxV` of sections `0...s`; `reachMin[s]` the smallest
  /// `elementsMinV` of sections `s...`: both monotonic, so rect queries binary-search them.
  var reachMax: [CGFloat] = []
  var reachMin: [CGFloat] = []

  /// The frame for a position expressed across (u) and along (v) the scrolling axis.
  @inline(__always)
  func rect(u: CGFloat, v: CGFloat, uLength: CGFloat, vLength: CGFloat) -> CGRect {
    isVertical
      ? CGRect(x: u, y: v, width: uLength, height: vLength)
      : CGRect(x: v, y: u, width: vLength, height: uLength)
  }

  /// The extent of `rect` along the scrolling axis.
  @inline(__always)
  func vRange(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The extent of `rect` across the scrolling axis.
  @inline(__always)
  func uRange(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
    isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  /// `rect` moved by `delta` across the scrolling axis.
  @inline(__always)
  func offset(_ rect: CGRect, u delta: CGFloat) -> CGRect {
    isVertical ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
  }

  /// `rect` moved by `delta` along the scrolling axis.
  @inline(__always)
  func offset(_ rect: CGRect, v delta: CGFloat) -> CGRect {
    isVertical ? rect.offsetBy(dx: 0, dy: delta) : rect.offsetBy(dx: delta, dy: 0)
  }

  /// The origin along v of repetition `repetition` of `section`'s group.
  @inline(__always)
  func repetitionOrigin(_ section: Section, _ repetition: Int) -> CGPoint {
    let delta =
      section.resized?.start(ofRow: repetition) ?? CGFloat(repetition) * section.groupStride
    // An orthogonal section's repetitions follow one another across the scrolling axis.
    return repeatsAlongY(section)
      ? CGPoint(x: section.groupOrigin.x, y: section.groupOrigin.y + delta)
      : CGPoint(x: section.groupOrigin.x + delta, y: section.groupOrigin.y)
  }

  /// Whether `section`'s repetitions follow one another along y: along the scrolling axis of a
  /// vertical layout, or across a horizontal one's for an orthogonal section.
  @inline(__always)
  func repeatsAlongY(_ section: Section) -> Bool {
    isVertical == (section.scroller == nil)
  }

  /// The unrounded frame of item `item` of `section`: slot `item % n` of repetition `item / n`.
  func itemFrame(_ section: Section, item: Int) -> CGRect {
    let slots = section.slots.count
    return slotFrame(section, slot: item % slots, repetition: item / slots)
  }

  /// A supplementary of slot `slot` in repetition `repetition`: the template's, moved to the
  /// repetition, and along v by its anchor's share of the slot's change in length when the
  /// section's cells were resized.
  func slotSupplementary(
    _ placed: Placed, _ section: Section, slot: Int, repetition: Int
  ) -> Placed {
    let origin = repetitionOrigin(section, repetition)
    var moved = placed
    moved.frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
    if let length = section.resized?.length(ofItem: repetition * section.slots.count + slot) {
      let template = section.slots[slot].frame
      let alongY = repeatsAlongY(section)
      let delta = length - (alongY ? template.height : template.width)
      moved.frame =
        alongY
        ? moved.frame.offsetBy(dx: 0, dy: delta * placed.hostAnchor.y)
        : moved.frame.offsetBy(dx: delta * placed.hostAnchor.x, dy: 0)
    }
    return moved
  }

  /// The unrounded frame of slot `slot` in repetition `repetition`: the template's, moved to
  /// the repetition, with the resized length along v when the section's cells were resized.
  @inline(__always)
  func slotFrame(_ section: Section, slot: Int, repetition: Int) -> CGRect {
    let origin = repetitionOrigin(section, repetition)
    var frame = section.slots[slot].frame.offsetBy(dx: origin.x, dy: origin.y)
    if let length = section.resized?.length(ofItem: repetition * section.slots.count + slot) {
      if repeatsAlongY(section) {
        frame.size.height = length
      } else {
        frame.size.width = length
      }
    }
    return frame
  }

  /// The repetitions of `section` that may hold an element meeting `min...max` along the axis
  /// its repetitions follow one another on: v, or u for an orthogonal section (in its
  /// unscrolled coordinates).
  ///
  /// - Complexity: O(1); O(log² *r*) in the repetitions once cells were resized.
  func repetitions(of section: Section, meeting min: CGFloat, _ max: CGFloat) -> Range<Int> {
    guard section.groupCount > 0 else { return 0..<0 }
    let start = repeatsAlongY(section) ? section.groupOrigin.y : section.groupOrigin.x
    if let resized = section.resized {
      return resized.rows(from: start, meeting: min, max)
    }
    guard section.groupStride > 0 else { return 0..<section.groupCount }
    let orthogonal = section.scroller != nil
    let templateMin = orthogonal ? section.templateMinU : section.templateMinV
    let templateMax = orthogonal ? section.templateMaxU : section.templateMaxV
    let low = ((min - templateMax - start) / section.groupStride).rounded(.down)
    let high = ((max - templateMin - start) / section.groupStride).rounded(.up)
    guard low.isFinite, high.isFinite else { return 0..<section.groupCount }
    let first = Int(Swift.max(0, Swift.min(low, CGFloat(section.groupCount))))
    let last = Int(Swift.max(0, Swift.min(high + 1, CGFloat(section.groupCount))))
    return first..<Swift.max(first, last)
  }

  /// The index of the first section that may hold an element ending at or after `v`.
  ///
  /// - Complexity: O(log *s*) in the number of sections.
  func firstSection(reaching v: CGFloat) -> Int {
    var low = 0
    var high = reachMax.count
    while low < high {
      let mid = (low + high) / 2
      if reachMax[mid] < v { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Records how far one repetition of `section`'s elements reach, and how far the whole
  /// section's do.
  ///
  /// - Complexity: O(*e* + log *r*) for the template's *e* elements and the section's *r*
  ///   repetitions.
  func measureExtents(of section: inout Section, groupExtent: CGFloat) {
    var low: CGFloat = 0
    var high = groupExtent
    var lowU: CGFloat = 0
    var highU: CGFloat = 0
    for slot in section.slots {
      for frame in [slot.frame] + slot.supplementaries.map(\.frame) {
        let range = vRange(of: frame)
        low = min(low, range.min)
        high = max(high, range.max)
        let across = uRange(of: frame)
        lowU = min(lowU, across.min)
        highU = max(highU, across.max)
      }
    }
    section.templateMinV = low
    section.templateMaxV = high
    section.templateMinU = lowU
    section.templateMaxU = highU
    var minV = section.minV
    var maxV = section.maxV
    if section.groupCount > 0 {
      let first = vRange(of: CGRect(origin: section.groupOrigin, size: .zero)).min
      let lastOrigin = repetitionOrigin(section, section.groupCount - 1)
      let last = vRange(of: CGRect(origin: lastOrigin, size: .zero)).min
      // An orthogonal section's resized lengths are across the axis: they leave v alone.
      let lastHigh =
        section.scroller == nil
        ? section.resized?.lastRowLength.map { max(high, $0) } ?? high : high
      minV = min(minV, min(first, last) + low)
      maxV = max(maxV, max(first, last) + lastHigh)
    }
    for placed in section.boundaries.map(\.placed) + section.decorations {
      let range = vRange(of: placed.frame)
      minV = min(minV, range.min)
      maxV = max(maxV, range.max)
    }
    section.elementsMinV = minV
    section.elementsMaxV = maxV
  }

  /// Fills the monotonic reach arrays the rect query binary-searches.
  ///
  /// - Complexity: O(*s*) in the sections.
  mutating func buildReach() {
    let count = sections.count
    reachMax = Array(repeating: 0, count: count)
    reachMin = Array(repeating: 0, count: count)
    var running = -CGFloat.infinity
    for index in 0..<count {
      running = max(running, sections[index].elementsMaxV)
      reachMax[index] = running
    }
    running = .infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      running = min(running, sections[index].elementsMinV)
      reachMin[index] = running
    }
  }
}
