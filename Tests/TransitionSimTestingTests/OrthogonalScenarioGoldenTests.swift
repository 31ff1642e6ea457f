import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting

/// The bundled orthogonal-section scenarios: each against its golden dump, and the values its
/// description promises, worked out by hand from the rules of the orthogonal scroller (where a
/// fling lands, the scroller's content, groupPagingCentered's insets) and the scenario's numbers.
@Suite struct OrthogonalScenarioGoldenTests {
  private func run(_ name: String) throws -> ScenarioRun { try runBundledScenario(name) }

  /// The cell with identifier `id` in a resting state and its parallel identifiers.
  private func item(
    _ id: String, _ state: [CollectionViewLayoutAttributes], _ identifiers: [String?]
  ) -> CollectionViewLayoutAttributes? {
    zip(state, identifiers).first { $0.0.representedElementCategory == .cell && $0.1 == id }?.0
  }

  /// The cell at `item` of `section` in a resting state.
  private func item(
    _ item: Int, section: Int, _ state: [CollectionViewLayoutAttributes]
  ) -> CollectionViewLayoutAttributes? {
    state.first {
      $0.representedElementCategory == .cell
        && $0.indexPath == IndexPath(item: item, section: section)
    }
  }

  /// The header of `section` in a resting state.
  private func header(_ section: Int, _ state: [CollectionViewLayoutAttributes]) -> CGRect? {
    state.first { $0.representedElementKind == "header" && $0.indexPath.section == section }?
      .frame
  }

  /// Whether `a` and `b` agree to a billionth of a point: the program's sums of fractional
  /// lengths (0.9 × 358, …) may differ from these in the last bits.
  private func close(_ a: CGFloat?, _ b: CGFloat) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-9
  }

  private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
      && close(a.height, b.height)
  }

  /// A name for an element: a cell's identifier, otherwise its kind and index path.
  private func name(_ attributes: CollectionViewLayoutAttributes, _ identifier: String?) -> String {
    if attributes.representedElementCategory == .cell, let identifier { return identifier }
    return "\(attributes.representedElementKind ?? "?")/\(attributes.indexPath)"
  }

  /// The views the run's last frame shows that are not where its last resting state has them
  /// (absent from it, or at another frame): views left behind by a step.
  private func strays(_ run: ScenarioRun) throws -> [String] {
    let last = try #require(try run.frames().last)
    let end = try #require(run.segments.last)
    var resting: [String: CGRect] = [:]
    for (attributes, identifier) in zip(end.restingState, end.restingIdentifiers) {
      resting[name(attributes, identifier)] = attributes.frame
    }
    return last.elements.filter { $0.role == .element }.compactMap { shown in
      let key = name(shown.attributes, shown.element.itemIdentifier)
      return resting[key] == shown.attributes.frame ? nil : key
    }.sorted()
  }

  @Test func anAppStorePageFlingsItsCarouselsAndInsertsAnApp() throws {
    let run = try run("app-store-page")
    assertFrames(of: run, named: "app-store-page")
    // The last frame shows the last resting state: no view left behind by a scroll.
    #expect(try strays(run) == [])

    // Down the page (y), every header 44 and extending its section, 24 between sections:
    // - section 0: header 0…44, cards at 44, 260 tall: ends at 304;
    // - section 1: starts 304 + 24 = 328, header 328…372, columns at 372 (rows of 72, 6 apart:
    //   372, 450, 528), 228 tall: ends at 600;
    // - section 2: starts 624, header 624…668, rows of 120, 10 apart: 668, 798, 928; ends 1048;
    // - section 3: starts 1048 + 24 = 1072, header 1072…1116, then 20 rows of 56, 1 apart:
    //   1116 + 20 × 56 + 19 × 1 = 2255, the content's height.
    #expect(run.initialContentSize.height == 2255)

    // Section 0 (groupPagingCentered): a group is 0.9 × 390 = 351 wide; the insets are
    // (390 − 351) / 2 = 19.5 on each side, so card i lies at 19.5 + 361 i, 361 = 351 + 10 apart.
    // At offset 0 card 0 is centered (19.5 + 175.5 = 195) and card 1 starts at 380.5, on screen.
    let start = (run.initialState, run.initialIdentifiers)
    #expect(
      close(item("0-0", start.0, start.1)?.frame, CGRect(x: 19.5, y: 44, width: 351, height: 260)))
    #expect(close(item("0-1", start.0, start.1)?.frame.minX, 380.5))
    #expect(item("0-2", start.0, start.1) == nil)

    // The fling at 800 pt/s: groupPagingCentered decelerates at the fast rate, 0.99 a
    // millisecond; the free rest point is 0 + 0.8 / −ln 0.99 = 0.8 / 0.01005 ≈ 79.6, snapped up
    // to the next multiple of the stride: 361. Card 1 rests at 19.5 + 361 − 361 = 19.5, centered
    // (midX 195); card 0 at 19.5 − 361 = −341.5 and card 2 at 19.5 + 722 − 361 = 380.5, both
    // partly on screen.
    let flung = run.segments[0]
    let card1 = try #require(item("0-1", flung.restingState, flung.restingIdentifiers))
    #expect(close(card1.frame, CGRect(x: 19.5, y: 44, width: 351, height: 260)))
    #expect(close(card1.frame.midX, 195))
    // The section's offset, read back from card 1: 19.5 + 361 − its x.
    #expect(close(19.5 + 361 - card1.frame.minX, 361))
    let card0 = try #require(item("0-0", flung.restingState, flung.restingIdentifiers))
    let card2 = try #require(item("0-2", flung.restingState, flung.restingIdentifiers))
    #expect(close(card0.frame.minX, -341.5))
    #expect(close(card2.frame.minX, 380.5))
    // The page itself does not scroll.
    #expect(flung.restingContentOffset == .zero)

    // The zoom at rest: a card's distance from the middle of the 390-point container over a
    // falloff of 390 (capped at 1) takes it from scale 1 to 0.9 and alpha 1 to 0.6. Card 1 is in
    // the middle (|195 − 195| = 0): scale 1, alpha 1. Cards 0 and 2 are a stride away
    // (|−166 − 195| = |556 − 195| = 361): share 361 / 390 = 0.925641…, scale
    // 1 − 0.1 × 0.925641 = 0.907436, alpha 1 − 0.4 × 0.925641 = 0.629744.
    #expect(close(card1.transform.a, 1) && close(card1.transform.d, 1))
    #expect(close(card1.alpha, 1))
    let share: CGFloat = 361 / 390
    for card in [card0, card2] {
      #expect(abs(card.transform.a - (1 - 0.1 * share)) < 1e-9)
      #expect(abs(card.transform.d - (1 - 0.1 * share)) < 1e-9)
      #expect(abs(card.alpha - (1 - 0.4 * share)) < 1e-9)
      #expect(abs(card.alpha - 0.629744) < 1e-6)
    }
    // Before the fling card 1 was that far from the middle, and card 0 in it.
    #expect(close(item("0-0", start.0, start.1)?.alpha, 1))
    #expect(close(item("0-1", start.0, start.1)?.alpha, 1 - 0.4 * share))

    // Section 1 (groupPaging): an orthogonal section's group resolves its fractions against
    // the whole 390-point container, not the 390 − 16 − 16 its insets leave (as UIKit does on
    // the iOS 14 and 17 simulators); a column is 0.9 × 390 = 351 wide, the stride 351 + 10 =
    // 361. Four columns of three: content 16 + 4 × 351 + 3 × 10 + 16 = 1466, largest offset
    // 1466 − 390 = 1076. The fling at 1500 pt/s, fast rate: free rest point 1.5 / 0.01005 ≈
    // 149.2, snapped up to 361 (within 1076). Column 1 (items 3, 4, 5) then starts at
    // 16 + 361 − 361 = 16; column 0 at 16 − 361 = −345, column 2 at 16 + 2 × 361 − 361 = 377.
    let apps = run.segments[1]
    let app3 = try #require(item("1-3", apps.restingState, apps.restingIdentifiers))
    #expect(close(app3.frame, CGRect(x: 16, y: 372, width: 351, height: 72)))
    #expect(close(16 + 361 - app3.frame.minX, 361))
    #expect(close(item("1-5", apps.restingState, apps.restingIdentifiers)?.frame.minY, 528))
    #expect(close(item("1-0", apps.restingState, apps.restingIdentifiers)?.frame.minX, -345))
    #expect(close(item("1-6", apps.restingState, apps.restingIdentifiers)?.frame.minX, 377))
    // Section 0 keeps its card.
    #expect(close(item("0-1", apps.restingState, apps.restingIdentifiers)?.frame.minX, 19.5))

    // The insert of new-app at [1, 3]: the first slot of column 1, at (16, 372), on screen since
    // the offset stays 361. It fades in where it lands. The items after it move one slot in
    // the 3-row columns: 1-3 to row 1 (y 450), 1-4 to row 2 (y 528), 1-5 from the bottom of
    // column 1 (16, 528) to the top of column 2 (377, 372).
    let inserted = run.segments[2]
    let transition = try #require(inserted.transition)
    let newApp = try #require(item("new-app", inserted.restingState, inserted.restingIdentifiers))
    #expect(newApp.indexPath == IndexPath(item: 3, section: 1))
    #expect(close(newApp.frame, CGRect(x: 16, y: 372, width: 351, height: 72)))
    let fade = try #require(transition.track(forItem: "new-app"))
    #expect(fade.change == .inserted)
    #expect(fade.start.alpha == 0 && fade.end.alpha == 1)
    #expect(close(fade.start.frame, newApp.frame))
    let moved = (inserted.restingState, inserted.restingIdentifiers)
    #expect(item("1-3", moved.0, moved.1)?.indexPath == IndexPath(item: 4, section: 1))
    #expect(close(item("1-3", moved.0, moved.1)?.frame.origin.x, 16))
    #expect(close(item("1-3", moved.0, moved.1)?.frame.origin.y, 450))
    #expect(close(item("1-4", moved.0, moved.1)?.frame.origin.y, 528))
    let slide = try #require(transition.track(forItem: "1-5"))
    #expect(close(slide.start.frame, CGRect(x: 16, y: 528, width: 351, height: 72)))
    #expect(close(slide.end.frame, CGRect(x: 377, y: 372, width: 351, height: 72)))
    // The insert grows the section along x only: the page's height is unchanged.
    #expect(inserted.restingContentSize.height == 2255)

    // The scroll to y 1300 (animated). Section 3 starts at 1072 (above) and ends at 2255 (no
    // footer), so at offset 1300 its header pins to the top of the visible rect: max(1072, 1300)
    // = 1300, below the section's end less the header (2255 − 44). Its first row stays at 1116.
    let end = run.segments[3]
    #expect(end.restingContentOffset == CGPoint(x: 0, y: 1300))
    #expect(header(3, end.restingState) == CGRect(x: 0, y: 1300, width: 390, height: 44))
  }

  @Test func anInsertIntoACarouselKeepsItsOffset() throws {
    let run = try run("orthogonal-insert")
    assertFrames(of: run, named: "orthogonal-insert")
    // The fling brings 0-3 and 0-4 (items 5 and 6) in at the trailing edge and out at the
    // leading edge within the one scroll: they are removed once they have left, so the last
    // frame shows exactly the resting state (the layout has them at 16 + 160 × 5 − 1247 = −431
    // and 16 + 160 × 6 − 1247 = −271, off screen).
    #expect(try strays(run) == [])

    // Down the page: section 0's 40-point header, its 8-point top inset, the 150-point cards at
    // y 48, its 8-point bottom inset: section 1 starts at 206, rows of 60 at 206 + 60 i; five
    // rows: content height 506.
    #expect(run.initialContentSize.height == 506)
    // Across: card i at 16 + 160 i (150 wide, 10 apart). The scroll to 320 (the content is
    // 16 + 8 × 150 + 7 × 10 + 16 = 1302, largest offset 927) puts card 2 at 16 + 320 − 320 = 16.
    let scrolled = run.segments[0]
    #expect(
      close(
        item("0-2", scrolled.restingState, scrolled.restingIdentifiers)?.frame,
        CGRect(x: 16, y: 48, width: 150, height: 150)))

    // The insert of N1 and N2 at items 2 and 3: the offset stays 320, so they land at
    // 16 + 160 × 2 − 320 = 16 and 16 + 160 × 3 − 320 = 176, fading in there.
    let inserted = run.segments[1]
    let transition = try #require(inserted.transition)
    let state = (inserted.restingState, inserted.restingIdentifiers)
    let n1 = try #require(item("N1", state.0, state.1))
    let n2 = try #require(item("N2", state.0, state.1))
    #expect(n1.frame == CGRect(x: 16, y: 48, width: 150, height: 150))
    #expect(n2.frame == CGRect(x: 176, y: 48, width: 150, height: 150))
    // The offset, read back from N1 (item 2): 16 + 160 × 2 − its x.
    #expect(16 + 160 * 2 - n1.frame.minX == 320)
    for id in ["N1", "N2"] {
      let fade = try #require(transition.track(forItem: id))
      #expect(fade.change == .inserted)
      #expect(fade.start.alpha == 0 && fade.end.alpha == 1)
      #expect(fade.start.frame == fade.end.frame)
    }
    // The cards after them slide right by two strides: 0-2 from 16 to 16 + 160 × 4 − 320 = 336.
    let slide = try #require(transition.track(forItem: "0-2"))
    #expect(slide.start.frame.minX == 16)
    #expect(slide.end.frame.minX == 336)
    // The rows below do not move: each at 206 + 60 i before, during and after.
    let rows = state.0.filter {
      $0.representedElementCategory == .cell && $0.indexPath.section == 1
    }
    #expect(rows.count == 5)
    for row in rows {
      let top = 206 + 60 * CGFloat(row.indexPath.item)
      #expect(row.frame == CGRect(x: 0, y: top, width: 375, height: 60))
      #expect(item(row.indexPath.item, section: 1, run.initialState)?.frame == row.frame)
    }
    let rowTracks = transition.tracks.filter { $0.element.indexPathAfter?.section == 1 }
    #expect(rowTracks.count == 5)
    for track in rowTracks {
      #expect(track.start.frame == track.end.frame)
    }
    #expect(inserted.restingContentOffset == .zero)

    // The fling at 2500 pt/s: continuous, at the normal rate, 0.998 a millisecond. Ten cards
    // now: content 16 + 10 × 150 + 9 × 10 + 16 = 1622, largest offset 1622 − 375 = 1247. The
    // free rest point 320 + 2.5 / −ln 0.998 = 320 + 2.5 / 0.002002 ≈ 1568.8 is past it: the
    // carousel rests at 1247. Item 9 (0-7) then lies at 16 + 9 × 160 − 1247 = 209, its trailing
    // edge at 359 = 375 − 16; item 8 at 49, item 7 at −111.
    let flung = run.segments[2]
    let last = try #require(item("0-7", flung.restingState, flung.restingIdentifiers))
    #expect(last.indexPath == IndexPath(item: 9, section: 0))
    #expect(last.frame == CGRect(x: 209, y: 48, width: 150, height: 150))
    #expect(16 + 9 * 160 - last.frame.minX == 1247)
    #expect(item(8, section: 0, flung.restingState)?.frame.minX == 49)
    #expect(item(7, section: 0, flung.restingState)?.frame.minX == -111)
    #expect(item(6, section: 0, flung.restingState) == nil)
    #expect(flung.restingContentOffset == .zero)
  }
}
