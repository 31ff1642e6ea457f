import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct IdentityMemoTests {
  @Test func aSlotIsTheElementsEntryInItsSamplersTable() throws {
    let sampler = try FrameSampler(fps: 60)
    let frames = Array(sampler.frames(of: try syntheticTransition()))
    var memo = IdentityMemo<String>()
    // The first element starts the memo on its table; the same identity in a later frame has
    // the same slot, and keeps what was stored there.
    var slots: [String: Int] = [:]
    for (position, frame) in frames.enumerated() {
      for element in frame.elements {
        let key = element.element.description + "/" + element.role.rawValue
        let found = memo.slot(of: element)
        let slot = try #require(found)
        #expect(slot.startedOver == (slots.isEmpty && position == 0))
        if let earlier = slots[key] {
          #expect(slot.index == earlier)
          #expect(memo[slot.index] == key)
        } else {
          #expect(memo[slot.index] == nil)
          #expect(!slots.values.contains(slot.index), "\(key) shares a slot")
          slots[key] = slot.index
          memo[slot.index] = key
        }
      }
    }
    #expect(slots.count == frames[0].elements.count)
  }

  @Test func anotherTableStartsOverAndALoneElementHasNoSlot() throws {
    let sampler = try FrameSampler(fps: 60)
    let first = Array(sampler.frames(of: try syntheticTransition()))
    let second = Array(sampler.frames(of: try badgeTransition()))
    var memo = IdentityMemo<Int>()
    let foundA = memo.slot(of: first[0].elements[0])
    let a = try #require(foundA)
    memo[a.index] = 1
    let foundB = memo.slot(of: second[0].elements[0])
    let b = try #require(foundB)
    #expect(b.startedOver)
    #expect(memo[b.index] == nil)
    // Back to the first table: it starts over again, and what was kept for it is gone.
    let foundAgain = memo.slot(of: first[1].elements[0])
    let again = try #require(foundAgain)
    #expect(again.startedOver && memo[again.index] == nil)
    let element = first[0].elements[0]
    let lone = FrameElement(
      element: element.element, change: element.change, role: element.role,
      attributes: element.attributes)
    #expect(memo.slot(of: lone) == nil)
    // A lone element changes nothing: the table followed is still the first one.
    #expect(memo.slot(of: first[2].elements[0])?.startedOver == false)
  }
}
