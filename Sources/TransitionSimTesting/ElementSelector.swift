import Foundation

/// Which animated view an assertion is about: an item by identifier, an element by index path or
/// key, or an exact ``TrackElement``; the element's own view, or its ghost.
///
/// A string literal selects an item by identifier:
///
/// ```swift
/// assertChange(of: "C", in: transition, is: .moved)
/// assertChange(of: .item(at: IndexPath(item: 2, section: 0)), in: transition, is: .moved)
/// assertAttributes(of: ElementSelector.item("B").ghost, in: transition, atFrame: 18,
///                  equal: ExpectedAttributes(alpha: 0))
/// ```
///
/// An index path names the element's place after the change; a deleted element, which has none,
/// is found by its place before the change when no view has that place after it.
public struct ElementSelector: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  enum Target: Hashable, Sendable {
    case item(String)
    case key(ElementKey)
    case element(TrackElement)
  }

  let target: Target
  /// Which view of the element: its own (the default) or its outgoing ghost.
  public var role: Track.Role

  init(_ target: Target, role: Track.Role = .element) {
    self.target = target
    self.role = role
  }

  /// The cell of the item with `identifier`.
  public static func item(_ identifier: String) -> ElementSelector { .init(.item(identifier)) }

  /// The cell at `indexPath` (after the change; before it for a deleted item).
  public static func item(at indexPath: IndexPath) -> ElementSelector {
    .init(.key(.cell(indexPath)))
  }

  /// The supplementary view of `kind` at `indexPath`.
  public static func supplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> ElementSelector {
    .init(.key(.supplementaryView(kind, indexPath)))
  }

  /// The decoration view of `kind` at `indexPath`.
  public static func decorationView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> ElementSelector {
    .init(.key(.decorationView(kind, indexPath)))
  }

  /// The element with `key` (after the change; before it for a deleted element).
  public static func element(_ key: ElementKey) -> ElementSelector { .init(.key(key)) }

  /// Exactly `element`, as a ``Track`` or ``FrameElement`` names it.
  public static func element(_ element: TrackElement) -> ElementSelector {
    .init(.element(element))
  }

  /// The item with identifier `value`.
  public init(stringLiteral value: String) {
    self.init(.item(value))
  }

  /// The same element's ghost: the outgoing view of a reloaded item, or the snapshot of a moving
  /// element whose final attributes differ from a plain move.
  public var ghost: ElementSelector { .init(target, role: .ghost) }

  /// `item "C"`, `cell [0,2]`, `supplementary view Header [1,0]`, `ghost of item "C"`.
  public var description: String {
    var text: String
    switch target {
    case .item(let identifier): text = "item \"\(identifier)\""
    case .key(let key):
      let path = MessageFormat.indexPath(key.indexPath)
      switch key.category {
      case .cell: text = "cell \(path)"
      case .supplementaryView: text = "supplementary view \(key.kind ?? "") \(path)"
      case .decorationView: text = "decoration view \(key.kind ?? "") \(path)"
      }
    case .element(let element): text = MessageFormat.name(element)
    }
    return role == .ghost ? "ghost of " + text : text
  }

  /// The item identifier, when the selector names an item by identifier.
  var itemIdentifier: String? {
    if case .item(let identifier) = target { return identifier }
    return nil
  }

  /// Whether `element` is the selected element, whatever the view; an index path matches the
  /// element's place after the change, or before it for a deleted element.
  func matches(_ element: TrackElement) -> Bool {
    switch target {
    case .item(let identifier): return element.itemIdentifier == identifier
    case .key(let key):
      return element.category == key.category && element.kind == key.kind
        && element.indexPath == key.indexPath
    case .element(let exact): return element == exact
    }
  }

  /// The selected view among `views`, or `nil`.
  func select(in views: [FrameElement]) -> FrameElement? {
    switch target {
    case .item, .element:
      return views.first { $0.role == role && matches($0.element) }
    case .key(let key):
      // A view that has the place after the change wins over a deleted one that had it before.
      var deleted: FrameElement?
      for view in views where view.role == role && matches(view.element) {
        if view.element.indexPathAfter == key.indexPath { return view }
        if deleted == nil { deleted = view }
      }
      return deleted
    }
  }
}
