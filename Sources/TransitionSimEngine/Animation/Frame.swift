import Foundation

/// One frame of a ``FrameSequence``: the presentation at the frame's time, with its index.
public struct Frame: Hashable, Sendable {
  /// The frame's position in its sequence, from 0.
  public var index: Int
  /// What is shown.
  public var presentation: Presentation

  /// Creates a frame.
  public init(index: Int, presentation: Presentation) {
    self.index = index
    self.presentation = presentation
  }

  /// Seconds since the transition started: `index / fps`, except the last frame, which is at the
  /// transition's end exactly.
  public var time: Double { presentation.time }
  /// The content offset shown.
  public var contentOffset: CGPoint { presentation.contentOffset }
  /// The content size shown.
  public var contentSize: CGSize { presentation.contentSize }
  /// Every animated view, back to front (``Presentation/elements``).
  public var elements: [FrameElement] { presentation.elements }

  /// The attributes shown for the item with `identifier`, or `nil` when it is not shown.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public func attributes(
    forItem identifier: String, role: Track.Role = .element
  ) -> CollectionViewLayoutAttributes? {
    presentation.attributes(forItem: identifier, role: role)
  }
}
