import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The channels an animated SVG writes of a view and of the content offset, with their fixed
/// number formats.
@Suite struct AnimatedSVGChannelsTests {
  typealias Channel = AnimatedSVGExport.ElementChannel

  @Test func aViewsChannelsAreWrittenWithTheirDecimals() {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    attributes.alpha = 0.123456
    attributes.transform3D = Transform3D(scaleX: 1.0 / 3, y: 2, z: 1)
    let sample = AnimatedSVGExport.Sample(attributes, previousRotation: nil)
    #expect(sample.text(Channel.translate.rawValue) == "25 40")
    #expect(sample.text(Channel.scale.rawValue) == "0.333333 2")
    #expect(sample.text(Channel.opacity.rawValue) == "0.1235")
    #expect(
      sample.text(Channel.x.rawValue) == "-15" && sample.text(Channel.height.rawValue) == "40")
    #expect(sample.text(Channel.fontSize.rawValue) == "8")
    #expect(AnimatedSVGExport.Sample.channelCount == Channel.allCases.count)
    attributes.isHidden = true
    #expect(AnimatedSVGExport.Sample(attributes, previousRotation: nil).visibility == "hidden")
  }

  @Test func theContentOffsetIsTwoChannelsOfGeometry() {
    let offset = AnimatedSVGExport.PlanarValue(CGPoint(x: 1.23456, y: -7))
    #expect(offset.text(0) == "1.2346" && offset.text(1) == "-7")
    #expect(offset.visibility == "visible")
    let a = AnimatedSVGExport.Numbers(1, 2)
    #expect(a.change(to: AnimatedSVGExport.Numbers(4, -3)) == 5)
    #expect(AnimatedSVGExport.Numbers(2).change(to: AnimatedSVGExport.Numbers(1.5)) == 0.5)
  }
}
