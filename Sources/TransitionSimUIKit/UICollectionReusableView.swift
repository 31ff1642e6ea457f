import TransitionSimEngine

/// A view the collection view shows for a supplementary element, and the base of its cells:
/// UIKit's `UICollectionReusableView`, as a light object (no drawing, no Auto Layout).
///
/// The collection view makes one from its registered class when none of that reuse identifier
/// waits in its reuse pool, hands it the element's attributes with `apply(_:)`, and puts it back
/// in the pool, after `prepareForReuse()`, when the element leaves the screen.
///
/// Without the Objective-C runtime a class is made from its registration only through a
/// `required` initializer: `init(frame:)` is required here. A subclass that declares no
/// initializer inherits it; one that overrides `init(frame:)` marks it `required` (which UIKit
/// accepts too), and implements `init?(coder:)` as UIKit already asks.
open class UICollectionReusableView: NSObject {
  /// The reuse identifier it was dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// The frame the last attributes applied gave it.
  open var frame: CGRect

  /// The attributes last applied, or `nil` before the first.
  public private(set) var appliedLayoutAttributes: UICollectionViewLayoutAttributes?

  /// How many times `prepareForReuse()` ran, for tests.
  public internal(set) var reuseCount = 0

  /// A view with a frame.
  public required init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view from an archive: the archive is not read, so the view has a zero frame.
  ///
  /// - Parameter coder: The archive; unused.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  /// Resets the view before it is dequeued again; subclasses call `super`.
  open func prepareForReuse() {}

  /// Takes the element's attributes; subclasses that carry their own properties in an attributes
  /// subclass read them here and call `super`.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    appliedLayoutAttributes = layoutAttributes
    frame = layoutAttributes.frame
  }

  /// The attributes the view prefers when it sizes itself: the self-sizing hook.
  ///
  /// Called when the layout estimates sizes, with the layout's attributes; return them changed
  /// to the size the content needs. The default returns them unchanged (UIKit's measures the
  /// view's Auto Layout constraints, which are not simulated).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// A cell: UIKit's `UICollectionViewCell`, with its selection and highlight states.
open class UICollectionViewCell: UICollectionReusableView {
  /// Whether the cell is selected.
  open var isSelected = false

  /// Whether the cell is highlighted.
  open var isHighlighted = false

  /// The index path the cell was last dequeued or configured for.
  public internal(set) var configuredIndexPath: IndexPath?
}

/// A cell of a list: UIKit's `UICollectionViewListCell`, whose indentation the outline reads.
open class UICollectionViewListCell: UICollectionViewCell {
  /// The indentation level.
  open var indentationLevel = 0

  /// The width of one level of indentation; 12 by default.
  open var indentationWidth: CGFloat = 12
}
