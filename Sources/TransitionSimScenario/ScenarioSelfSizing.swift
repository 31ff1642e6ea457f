import Foundation
import TransitionSimEngine

/// The sizes a scenario's self-sizing cells prefer: the top-level `selfSizing` object, and the
/// sizes a `contentChange` step gives.
///
/// ```json
/// "selfSizing": {
///   "default": {"height": 44},
///   "items": {"long": {"height": 120}, "wide": {"width": 200, "height": 50}},
///   "supplementaries": {"header": {"height": 76}, "header/2-0": {"height": 120}},
///   "invalidation": "enabled"
/// }
/// ```
///
/// A size names a width, a height or both; a dimension it leaves out is the one the layout
/// proposes (a list row keeps the list's width). An item with no size of its own takes
/// `default`; with neither, its cell does not self-size and keeps its estimate.
/// `supplementaries` gives the sizes supplementary views prefer, by the identifier a frame dump
/// gives a view (`kind/section-item`) or by kind for every view of it; views of a kind it does
/// not name keep their size. `invalidation` is ``SelfSizingInvalidation``'s case name (default
/// `"enabled"`).
public struct ScenarioSelfSizing: Hashable, Sendable {
  /// A preferred size: either dimension may be left to the proposed one.
  public struct Size: Hashable, Sendable {
    /// The preferred width, or `nil` for the proposed width.
    public var width: CGFloat?
    /// The preferred height, or `nil` for the proposed height.
    public var height: CGFloat?
    /// Where the size is written in the scenario file, for an error the size causes: a node
    /// whose `error` is located at it; `nil` for a size built in code.
    var source: ScenarioNode?

    /// Creates a size; `nil` dimensions follow the proposed size.
    public init(width: CGFloat? = nil, height: CGFloat? = nil) {
      self.width = width
      self.height = height
    }

    /// Compares the dimensions, ignoring where the sizes are written.
    public static func == (lhs: Size, rhs: Size) -> Bool {
      lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// Hashes the dimensions, ignoring where the size is written.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(width.map(Double.init))
      hasher.combine(height.map(Double.init))
    }

    /// This size with the proposed one's dimensions where it names none.
    func resolved(proposed: CGSize) -> CGSize {
      CGSize(width: width ?? proposed.width, height: height ?? proposed.height)
    }
  }

  /// The size of items not named in ``items``, if any.
  public var defaultSize: Size?
  /// Sizes by item identifier.
  public var items: [String: Size] = [:]
  /// Sizes of supplementary views, by `kind/section-item` or by kind.
  public var supplementaries: [String: Size] = [:]
  /// How content changes are applied.
  public var invalidation: SelfSizingInvalidation = .enabled

  /// No sizes: no cell self-sizes.
  public init(
    defaultSize: Size? = nil, items: [String: Size] = [:], supplementaries: [String: Size] = [:],
    invalidation: SelfSizingInvalidation = .enabled
  ) {
    self.defaultSize = defaultSize
    self.items = items
    self.supplementaries = supplementaries
    self.invalidation = invalidation
  }

  /// The closure ``supplementaries`` give the collection view; `nil` when they are empty.
  var supplementaryProvider: PreferredSupplementarySize? {
    guard !supplementaries.isEmpty else { return nil }
    let sizes = supplementaries
    return { kind, indexPath, proposed in
      let specific =
        indexPath.count == 2 ? sizes["\(kind)/\(indexPath.section)-\(indexPath.item)"] : nil
      return (specific ?? sizes[kind])?.resolved(proposed: proposed.size)
    }
  }

  /// The closure these sizes give the collection view.
  var provider: PreferredItemSize {
    let defaultSize = defaultSize
    let items = items
    return { _, identifier, proposed in
      (items[identifier] ?? defaultSize)?.resolved(proposed: proposed.size)
    }
  }

  /// Reads a `selfSizing` object.
  ///
  /// - Throws: ``ScenarioError`` at the value: an unknown key or invalidation, a size that names
  ///   neither dimension, a dimension that is negative or over
  ///   ``CollectionView/maximumPreferredDimension``.
  init(_ node: ScenarioNode) throws {
    let object = try node.object(allowing: [
      "default", "items", "supplementaries", "invalidation",
    ])
    defaultSize = try object.optional("default").map(Self.size)
    items = try Self.sizes(object.optional("items"))
    supplementaries = try Self.sizes(
      object.optional("supplementaries"), of: "a supplementary view's kind or kind/section-item")
    if let node = object.optional("invalidation") {
      let name = try node.string()
      guard let value = SelfSizingInvalidation.allCases.first(where: { $0.name == name }) else {
        throw node.error(
          "the self-sizing invalidation is one of "
            + SelfSizingInvalidation.allCases.map { "\"\($0.name)\"" }.joined(separator: ", ")
            + ", found \"\(name)\"")
      }
      invalidation = value
    }
  }

  /// Reads an object of sizes by item identifier (`items`, a step's `preferredSizes`) or, as
  /// `keys` says, by another name.
  static func sizes(
    _ node: ScenarioNode?, of keys: String = "item identifier"
  ) throws -> [String: Size] {
    guard let node else { return [:] }
    guard case .object(let members) = node.value.kind else {
      throw node.error("expected an object of sizes by \(keys), found \(node.value.typeName)")
    }
    var sizes: [String: Size] = [:]
    for member in members {
      sizes[member.key] = try size(node.child(member.key, member.value))
    }
    return sizes
  }

  /// Reads `{"width": …, "height": …}` with either dimension optional, at least one given.
  static func size(_ node: ScenarioNode) throws -> Size {
    let object = try node.object(allowing: ["width", "height"])
    let limit = Double(CollectionView.maximumPreferredDimension)
    func dimension(_ key: String) throws -> CGFloat? {
      guard let node = object.optional(key) else { return nil }
      return CGFloat(try node.nonNegative("the preferred \(key)", maximum: limit))
    }
    var size = Size(width: try dimension("width"), height: try dimension("height"))
    size.source = node
    guard size.width != nil || size.height != nil else {
      throw node.error("a preferred size names a width, a height or both")
    }
    return size
  }
}

/// A `contentChange` step: the cells' content changed, so the sizes they prefer did.
///
/// ```json
/// {"contentChange": {"preferredSizes": {"b": {"height": 120}}, "invalidate": ["b"]}}
/// ```
///
/// `preferredSizes` replaces the sizes of the items it names (and `default` the default size);
/// what follows depends on the scenario's ``SelfSizingInvalidation``, as in UIKit:
/// `invalidate` names the items whose cells call `invalidateIntrinsicContentSize()` (nothing
/// happens with `disabled`), and with `enabledIncludingConstraints` every displayed cell is
/// measured again. The step animates with its `animation` unless `"animated": false`, in which
/// case the cells resize at once. A `batch` step's `reconfigureItems` measures cells again
/// whatever the invalidation.
public struct ScenarioContentChange: Hashable, Sendable {
  /// The new sizes by item identifier.
  public var preferredSizes: [String: ScenarioSelfSizing.Size]
  /// The new default size, if the step gives one.
  public var defaultSize: ScenarioSelfSizing.Size?
  /// The items whose cells invalidate their intrinsic content size.
  public var invalidate: [String]
  /// Whether the resize animates.
  public var animated: Bool

  /// Creates a content change.
  public init(
    preferredSizes: [String: ScenarioSelfSizing.Size], defaultSize: ScenarioSelfSizing.Size? = nil,
    invalidate: [String] = [], animated: Bool = true
  ) {
    self.preferredSizes = preferredSizes
    self.defaultSize = defaultSize
    self.invalidate = invalidate
    self.animated = animated
  }

  /// Reads a `contentChange` step's object.
  init(_ node: ScenarioNode) throws {
    let object = try node.object(allowing: ["preferredSizes", "default", "invalidate", "animated"])
    preferredSizes = try ScenarioSelfSizing.sizes(object.optional("preferredSizes"))
    defaultSize = try object.optional("default").map(ScenarioSelfSizing.size)
    invalidate = try object.optional("invalidate")?.array().map { try $0.string() } ?? []
    animated = try object.optional("animated")?.bool() ?? true
  }
}
