import Foundation

/// The frames of a transition or ``Timeline`` at a fixed rate, computed when read.
///
/// A random-access collection of ``Frame``s indexed from 0: iterating computes one frame at a
/// time and keeps none, so a long animation with many elements never sits in memory. Every
/// track was prepared once when the sequence was made (``FrameSampler``); reading a frame only
/// evaluates curves and interpolates.
///
/// ```swift
/// let frames = FrameSampler().frames(of: transition)
/// for frame in frames { print(frame.index, frame.time, frame.elements.count) }
/// frames.frame(at: 0.1)                     // the frame on screen 0.1 s in
/// frames.frames(forItem: "C").map(\.time)  // C alone, frame by frame
/// ```
public struct FrameSequence: RandomAccessCollection, Sendable {
  /// Frames per second.
  public let fps: Double
  /// When everything has settled: the time of the last frame, in seconds.
  public let duration: Double
  /// The index of the last frame.
  public let lastIndex: Int
  private let sampler: TimelineSampler

  init(sampler: TimelineSampler, frameSampler: FrameSampler) {
    self.sampler = sampler
    fps = frameSampler.fps
    duration = sampler.endTime
    lastIndex = frameSampler.lastFrameIndex(forDuration: sampler.endTime)
  }

  private init(copying other: FrameSequence, sampler: TimelineSampler) {
    fps = other.fps
    duration = other.duration
    lastIndex = other.lastIndex
    self.sampler = sampler
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// One past the last frame.
  public var endIndex: Int { lastIndex + 1 }

  /// The frame at `position`, computed now.
  ///
  /// - Complexity: O(*n*) for *n* views (O(*n* log *n*) when zIndex reorders them).
  public subscript(position: Int) -> Frame {
    precondition(position >= 0 && position <= lastIndex, "Frame index out of range")
    var cache = sampler.makeCache()
    var buffer = FrameBuffer()  // a frame made afresh: nothing to write over
    return frame(position, cache: &cache, buffer: &buffer)
  }

  /// The time of frame `index`: `index / fps`, and ``duration`` exactly for the last frame.
  public func time(ofFrame index: Int) -> Double {
    index >= lastIndex ? duration : Double(index) / fps
  }

  /// The frame on screen at `time`: the last frame whose time is at or before it (times within
  /// 10⁻⁹ of a frame interval count as reaching it).
  ///
  /// Times before 0, and NaN, give the first frame; times at or after ``duration`` the last.
  ///
  /// - Complexity: O(*n*) for *n* views.
  public func frame(at time: Double) -> Frame {
    self[index(at: time)]
  }

  /// The index of the frame on screen at `time` (see ``frame(at:)``).
  public func index(at time: Double) -> Int {
    if time >= duration { return lastIndex }
    let position = (time * fps + 1e-9).rounded(.down)
    guard position >= 0 else { return 0 }
    return position < Double(lastIndex) ? Int(position) : lastIndex
  }

  /// The same frames showing only the views of `element` with `role` (each frame's
  /// ``Frame/elements`` holds at most those views; the content offset and size are kept).
  ///
  /// - Complexity: O(*n*) for *n* views; reading a frame then costs only those views.
  public func frames(for element: TrackElement, role: Track.Role = .element) -> FrameSequence {
    FrameSequence(
      copying: self,
      sampler: sampler.filtered { $0.element == element && $0.role == role })
  }

  /// The same frames showing only the item with `identifier` (see ``frames(for:role:)``).
  ///
  /// - Complexity: O(*n*) for *n* views.
  public func frames(forItem identifier: String, role: Track.Role = .element) -> FrameSequence {
    FrameSequence(
      copying: self,
      sampler: sampler.filtered { $0.element.itemIdentifier == identifier && $0.role == role })
  }

  /// Iterates the frames, computing each when it is reached.
  ///
  /// The iterator keeps the last frame's storage and writes the next frame over it when the
  /// caller no longer holds the last one, so reading frames in order allocates nothing per frame
  /// element (a frame kept by the caller is left as it is, and the next one is made afresh).
  public struct Iterator: IteratorProtocol {
    private let sequence: FrameSequence
    private var position = 0
    private var cache: ProgressCache
    private var buffer = FrameBuffer()

    init(_ sequence: FrameSequence) {
      self.sequence = sequence
      cache = sequence.sampler.makeCache()
    }

    /// The next frame, or `nil` after the last.
    public mutating func next() -> Frame? {
      guard position <= sequence.lastIndex else { return nil }
      defer { position += 1 }
      return sequence.frame(position, cache: &cache, buffer: &buffer)
    }
  }

  /// An iterator that computes each frame when it is reached.
  public func makeIterator() -> Iterator { Iterator(self) }

  private func frame(_ index: Int, cache: inout ProgressCache, buffer: inout FrameBuffer) -> Frame {
    let isFinal = index == lastIndex
    let presentation = sampler.presentation(
      at: time(ofFrame: index), isFinal: isFinal, cache: &cache, reusing: &buffer)
    return Frame(index: index, presentation: presentation)
  }
}
