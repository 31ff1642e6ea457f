// On iOS the shared files' import block takes UIKit itself, which has no `engineView`: these tests
// run where UIKit is absent (macOS, Linux).
#if !canImport(UIKit)
  import Testing

  @testable import TransitionSimUIKit

  /// Runs the files in `SharedFiles/`, which are written for UIKit and compiled here through the
  /// import block alone.
  ///
  /// Each file's geometry and an animated update are checked; expected values are computed here by
  /// hand from each layout's rules.
  @Suite struct SharedFilesTests {
    /// Answers four items with photo heights 100, 50, 80 and 60.
    final class Photos: UICollectionViewDataSource, WaterfallLayoutDelegate {
      var heights: [CGFloat] = [100, 50, 80, 60]

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      {
        heights.count
      }

      func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath)
        -> CGFloat
      {
        heights[indexPath.item]
      }
    }

    private func waterfall() -> (UICollectionView, WaterfallLayout, Photos) {
      let layout = WaterfallLayout()
      let photos = Photos()
      layout.delegate = photos
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
      view.dataSource = photos
      return (view, layout, photos)
    }

    @Test func waterfallPlacesEachPhotoInTheShortestColumn() throws {
      let (view, layout, photos) = waterfall()
      withExtendedLifetime(photos) {
        // Columns 150 wide; a cell is 6 + photo + 20 + 6 tall, inset by 6 on every side.
        // 0 → column 0 (0…132); 1 → column 1 (0…82); 2 → column 1 (82…194); 3 → column 0 (132…224).
        let expected = [
          CGRect(x: 6, y: 6, width: 138, height: 120), CGRect(x: 156, y: 6, width: 138, height: 70),
          CGRect(x: 156, y: 88, width: 138, height: 100),
          CGRect(x: 6, y: 138, width: 138, height: 80),
        ]
        for (item, frame) in expected.enumerated() {
          let attributes = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
          #expect(attributes?.frame == frame, "item \(item)")
          #expect((attributes as? WaterfallLayoutAttributes)?.photoHeight == photos.heights[item])
        }
        #expect(view.contentSize == CGSize(width: 300, height: 224))
        #expect(layout.collectionView === view)
        #expect(view.raisedExceptions.isEmpty)
      }
    }

    @Test func waterfallInsertGrowsTheNewPhotoAndSlidesTheOthers() throws {
      let (view, _, photos) = waterfall()
      view.layoutIfNeeded()
      var finished: Bool?
      view.performBatchUpdates(
        {
          photos.heights.insert(40, at: 0)
          view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
      #expect(finished == true)
      #expect(view.raisedExceptions.isEmpty)
      let transition = try #require(view.engineView.lastTransition)
      let inserted = try #require(transition.tracks(with: .inserted).first)
      // The layout's own hook: alpha 0 at a tenth of the size, growing to its place in column 0.
      #expect(inserted.start.alpha == 0)
      #expect(inserted.start.transform == CGAffineTransform(scaleX: 0.1, y: 0.1))
      #expect(inserted.end.frame == CGRect(x: 6, y: 6, width: 138, height: 60))
      #expect(inserted.end.alpha == 1)
      // The old first photo (height 100) moves to column 1: from (6, 6) to (156, 6).
      let first = try #require(transition.track(forItem: "0-0"))
      #expect(first.start.frame == CGRect(x: 6, y: 6, width: 138, height: 120))
      #expect(first.end.frame == CGRect(x: 156, y: 6, width: 138, height: 120))
    }

    @Test func leftAlignedTagsStartEachRowAtTheInset() {
      let controller = TagsController(
        tags: ["swift", "ios", "uikit", "a"].map { Tag(title: $0) }, width: 200)
      let view = controller.collectionView
      // Widths 56, 40, 56, 24; 176 points between the insets: three tags in the first row (168),
      // "a" in the second; rows at y 8 and 8 + 30 + 8.
      let expected: [(CGFloat, CGFloat)] = [(12, 8), (76, 8), (124, 8), (12, 46)]
      for (item, origin) in expected.enumerated() {
        let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        let elements = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        let shown = elements.first { $0.indexPath == IndexPath(item: item, section: 0) }?.frame
        #expect(shown?.origin == CGPoint(x: origin.0, y: origin.1), "item \(item)")
        // The item query is the flow layout's own (justified) answer, which the subclass does not
        // override: only the first item of each row is at the same place.
        #expect(frame?.width == shown?.width)
      }
    }

    @Test func addingATagSlidesTheRowAndWrapsTheLastTags() throws {
      let controller = TagsController(
        tags: ["swift", "ios", "uikit", "a"].map { Tag(title: $0) }, width: 200)
      controller.collectionView.layoutIfNeeded()
      controller.add(Tag(title: "new"))
      let view = controller.collectionView
      #expect(view.raisedExceptions.isEmpty)
      #expect(view.numberOfItems(inSection: 0) == 5)
      let transition = try #require(view.engineView.lastTransition)
      // "new" (40) joins the first row: swift moves from x 12 to 12 + 40 + 8 = 60; uikit no longer
      // fits (40 + 56 + 40 + 56 + 3 × 8 = 216 > 176) and wraps to the second row's start.
      let swift = try #require(transition.track(forItem: "0-0"))
      #expect(swift.start.frame.origin == CGPoint(x: 12, y: 8))
      #expect(swift.end.frame.origin == CGPoint(x: 60, y: 8))
      let uikit = try #require(transition.track(forItem: "0-2"))
      #expect(uikit.start.frame.origin == CGPoint(x: 124, y: 8))
      #expect(uikit.end.frame.origin == CGPoint(x: 12, y: 46))
    }

    @Test func anUpdateTheModelDisagreesWithIsKeptAsUIKitsExceptionAndChangesNothing() {
      let controller = TagsController(tags: [Tag(title: "swift")], width: 200)
      controller.collectionView.layoutIfNeeded()
      var finished: Bool?
      controller.collectionView.performBatchUpdates(
        { controller.tags.append(Tag(title: "ios")) }, completion: { finished = $0 })
      #expect(finished == false)
      let messages = controller.collectionView.raisedExceptions.map { "\($0)" }
      #expect(messages.count == 1)
      #expect(
        messages.first?.contains("Invalid update: invalid number of items in section 0") == true)
      #expect(controller.collectionView.numberOfItems(inSection: 0) == 1)
    }
  }
#endif
