import Foundation

/// An animation's frames, read for assertions: a view at a frame or a time, a view's frames
/// alone, and the table of a view's neighbouring frames that failure messages end with.
struct FrameProbe {
  /// The frames checked.
  let frames: FrameSequence
  /// The tracks, when the animation is one transition: its views' exact first and last
  /// keyframes, which frames may not show (UIKit removes a deleted view when its animation ends).
  let tracks: [Track]?
  private let exactPresentation: (Double) throws -> Presentation?

  /// Samples `animation`.
  ///
  /// - Throws: ``VerificationFailure`` when sampling fails.
  init(_ animation: some TestableAnimation, sampler: FrameSampler?) throws(VerificationFailure) {
    do {
      frames = try animation.framesForTesting(sampler: sampler)
    } catch {
      throw VerificationFailure("The animation could not be sampled: \(error)")
    }
    exactPresentation = { try animation.presentationForTesting(at: $0) }
    tracks = (animation as? Transition)?.tracks
  }

  /// An instant asked about.
  enum Moment {
    /// A time in seconds.
    case time(Double)
    /// A frame index.
    case frame(Int)
  }

  /// A view seen at an instant.
  struct Sighting {
    /// The frame, or `nil` for an exact time between frames.
    var frameIndex: Int?
    /// The instant, in seconds.
    var time: Double
    /// The view.
    var view: FrameElement
    /// `at frame 7 (t = 0.117 s)` or `at t = 0.11 s (between frames 6 and 7)`.
    var location: String
  }

  /// The frame index and time of `moment`, the views shown then and how to say where it is.
  ///
  /// - Throws: ``VerificationFailure`` for a frame out of range or a time that is not finite.
  func scene(at moment: Moment) throws(VerificationFailure) -> (
    frameIndex: Int?, time: Double, views: [FrameElement], location: String
  ) {
    switch moment {
    case .frame(let index):
      guard index >= 0 && index <= frames.lastIndex else {
        throw VerificationFailure(
          "Frame \(index) is out of range: the animation has \(frames.count) frames, 0 to "
            + "\(frames.lastIndex).")
      }
      let frame = frames[index]
      return (
        index, frame.time, frame.elements, MessageFormat.frameLocation(index, time: frame.time)
      )
    case .time(let time):
      guard time.isFinite else {
        throw VerificationFailure("The time \(MessageFormat.number(time)) s is not finite.")
      }
      let index = frames.index(at: time)
      let frameTime = frames.time(ofFrame: index)
      if abs(frameTime - time) <= 1e-9 {
        return (
          index, frameTime, frames[index].elements,
          MessageFormat.frameLocation(index, time: frameTime)
        )
      }
      let presentation: Presentation?
      do {
        presentation = try exactPresentation(time)
      } catch {
        throw VerificationFailure("The animation could not be evaluated at \(time) s: \(error)")
      }
      guard let presentation else {
        // Only frames are known: the frame on screen at `time`.
        return (
          index, frameTime, frames[index].elements,
          MessageFormat.frameLocation(index, time: frameTime)
        )
      }
      let place: String
      if time < 0 {
        place = "before frame 0"
      } else if index >= frames.lastIndex {
        place = "after the last frame, \(frames.lastIndex)"
      } else {
        place = "between frames \(index) and \(index + 1)"
      }
      return (nil, time, presentation.elements, "at t = \(MessageFormat.time(time)) s (\(place))")
    }
  }

  /// The view `selector` selects at `moment`.
  ///
  /// - Throws: ``VerificationFailure`` when it is not shown then.
  func sight(_ selector: ElementSelector, at moment: Moment) throws(VerificationFailure) -> Sighting
  {
    let scene = try scene(at: moment)
    guard let view = selector.select(in: scene.views) else {
      throw VerificationFailure(
        "\(MessageFormat.sentence(selector.description)) is not shown \(scene.location); "
          + "shown there: \(MessageFormat.list(scene.views.map(MessageFormat.name))).")
    }
    return Sighting(
      frameIndex: scene.frameIndex, time: scene.time, view: view, location: scene.location)
  }

  /// A view's frames alone, and the first and last frames that show it.
  struct ViewTrack {
    /// The frames, each showing at most the view.
    var frames: FrameSequence
    /// The view as first shown.
    var first: FrameElement
    /// The first frame showing it.
    var firstIndex: Int
    /// The last frame showing it.
    var lastIndex: Int
    /// The role of the view.
    var role: Track.Role

    /// The view in frame `index`, or `nil` when not shown.
    func view(at index: Int) -> FrameElement? {
      frames[index].elements.first { $0.role == role }
    }
  }

  /// The frames of the view `selector` selects: by identifier for an item, otherwise the element
  /// first shown by the selector.
  ///
  /// - Throws: ``VerificationFailure`` when no frame shows it.
  /// - Complexity: O(*f*) frames of the view alone, plus, for a selector that is not an item
  ///   identifier, full frames until the first that shows it.
  func track(of selector: ElementSelector) throws(VerificationFailure) -> ViewTrack {
    let alone: FrameSequence
    if let identifier = selector.itemIdentifier {
      alone = frames.frames(forItem: identifier, role: selector.role)
    } else {
      var found: FrameElement?
      for frame in frames {
        if let view = selector.select(in: frame.elements) {
          found = view
          break
        }
      }
      guard let found else { throw notShown(selector) }
      alone = frames.frames(for: found.element, role: found.role)
    }
    var first: (index: Int, view: FrameElement)?
    var last = 0
    for (index, frame) in alone.enumerated() {
      guard let view = frame.elements.first(where: { $0.role == selector.role }) else { continue }
      if first == nil { first = (index, view) }
      last = index
    }
    guard let first else { throw notShown(selector) }
    return ViewTrack(
      frames: alone, first: first.view, firstIndex: first.index, lastIndex: last,
      role: selector.role)
  }

  /// Where the view `selector` selects starts or ends: its track's first or last keyframe for a
  /// transition (`at its start (t = 0 s)`), else the first or last frame that shows it
  /// (`at frame 18 (t = 0.3 s), its last frame`).
  ///
  /// - Throws: ``VerificationFailure`` when no frame shows the view.
  func endpoint(
    of selector: ElementSelector, last: Bool
  ) throws(VerificationFailure) -> (sighting: Sighting, track: ViewTrack?) {
    if let tracks {
      let views = tracks.map { track in
        FrameElement(
          element: track.element, change: track.change, role: track.role,
          attributes: last ? track.end : track.start)
      }
      if let view = selector.select(in: views),
        let track = tracks.first(where: { $0.element == view.element && $0.role == view.role })
      {
        let time = last ? track.endTime : track.startTime
        // Flag the frame that shows exactly this keyframe, if one does.
        let index = frames.index(at: time)
        let shown = frames.frames(for: view.element, role: view.role)[index].elements.first {
          $0.role == view.role
        }
        let isShown = abs(frames.time(ofFrame: index) - time) <= 1e-9 && shown == view
        return (
          Sighting(
            frameIndex: isShown ? index : nil, time: time, view: view,
            location: "at its \(last ? "end" : "start") (t = \(MessageFormat.time(time)) s)"),
          nil
        )
      }
    }
    let track = try self.track(of: selector)
    let index = last ? track.lastIndex : track.firstIndex
    guard let view = track.view(at: index) else { throw notShown(selector) }
    let time = frames.time(ofFrame: index)
    return (
      Sighting(
        frameIndex: index, time: time, view: view,
        location: MessageFormat.frameLocation(index, time: time)
          + ", its \(last ? "last" : "first") frame"),
      track
    )
  }

  /// "Item "X" is never shown; frame 0 shows …", with a suggestion when the selector names an
  /// item by an identifier close to one the animation shows.
  func notShown(_ selector: ElementSelector) -> VerificationFailure {
    let views = frames.isEmpty ? [] : frames[0].elements
    return VerificationFailure(
      "\(MessageFormat.sentence(selector.description)) is never shown in the animation's "
        + "\(frames.count) frames; frame 0 shows "
        + "\(MessageFormat.list(views.map(MessageFormat.name)))."
        + (selector.itemIdentifier.map(suggestion(for:)) ?? ""))
  }

  /// ` Did you mean "C"? Identifiers are case-sensitive, and "c" differs from it only in case.`
  /// for an identifier that matches a shown item's but for case, ` Did you mean "Cat"?` for one
  /// a typo away (by ``Suggestion``'s edit distance), else nothing.
  ///
  /// - Complexity: O(*f* · *n*) for *f* frames of *n* views, plus the edit distances; it runs
  ///   only when a check fails.
  func suggestion(for identifier: String) -> String {
    var seen = Set<String>()
    var shown: [String] = []
    for track in tracks ?? [] {
      if let item = track.element.itemIdentifier, seen.insert(item).inserted { shown.append(item) }
    }
    if tracks == nil {
      for frame in frames {
        for view in frame.elements {
          if let item = view.element.itemIdentifier, seen.insert(item).inserted {
            shown.append(item)
          }
        }
      }
    }
    if let same = shown.first(where: { $0.lowercased() == identifier.lowercased() }) {
      return " Did you mean \"\(same)\"? Identifiers are case-sensitive, and \"\(identifier)\" "
        + "differs from it only in case."
    }
    return Suggestion.closest(to: identifier, among: shown).map { " Did you mean \"\($0)\"?" } ?? ""
  }

  /// The table of a view's frames around frame `center` (two either side), one column per
  /// entry of `columns`; an exact instant between frames is added as its own row.
  ///
  /// - Parameters:
  ///   - center: The frame index the failure is about, or the frame before an exact instant.
  ///   - marked: The frame to flag, or `nil` to flag `extra`.
  ///   - extra: An exact instant between frames and its values.
  ///   - columns: A title and the text of each row's values (one view's frames, or several
  ///     views' frames zipped).
  /// - Returns: The table.
  func neighbours(
    around center: Int, marked: Int?, extra: (time: Double, values: [String])? = nil,
    columns: [(title: String, value: (Int) -> String)]
  ) -> String {
    let lowest = max(0, center - (extra == nil ? 2 : 1))
    let highest = min(frames.lastIndex, center + 2)
    var rows: [[String]] = []
    var markedRow: Int?
    for index in lowest...max(lowest, highest) {
      let time = frames.time(ofFrame: index)
      if let extra, markedRow == nil, extra.time < time {
        markedRow = rows.count
        rows.append(["", MessageFormat.time(extra.time) + " s"] + extra.values)
      }
      if index == marked { markedRow = rows.count }
      rows.append(
        [String(index), MessageFormat.time(time) + " s"] + columns.map { $0.value(index) })
    }
    if let extra, markedRow == nil, marked == nil {
      markedRow = rows.count
      rows.append(["", MessageFormat.time(extra.time) + " s"] + extra.values)
    }
    return MessageFormat.table(
      header: ["frame", "time"] + columns.map(\.title), rows: rows, marked: markedRow)
  }

  /// The table of the view `selector` selects, frame by frame around frame `center` (two either
  /// side, `center` flagged), with one column: `attribute`.
  ///
  /// - Complexity: O(*n*) per row for *n* views: each row reads a whole frame.
  func neighbours(
    of selector: ElementSelector, around center: Int, attribute: AnimatedAttribute
  ) -> String {
    neighbours(
      around: center, marked: center,
      columns: [
        (
          title: attribute.rawValue,
          value: { index in
            selector.select(in: frames[index].elements).map { attribute.text(of: $0.attributes) }
              ?? "not shown"
          }
        )
      ])
  }

  /// The frames of `view` alone, for neighbour tables.
  func alone(_ view: FrameElement) -> FrameSequence {
    frames.frames(for: view.element, role: view.role)
  }
}
