import Testing
import TransitionSim

/// The rule a scenario's name follows to become a file name, as documented on `OutputFileName`.
@Suite struct OutputFileNameTests {
  @Test(arguments: ["grid-batch", "a b, c (2)", "été", "🙂", "a.b", "-dash", "x~"])
  func oneFileNameIsAccepted(name: String) {
    #expect(OutputFileName.problem(with: name) == nil)
  }

  @Test(arguments: [
    ("", "is empty"), (".", "starts with a dot"), ("..", "starts with a dot"),
    ("../up", "contains \"/\", a folder separator"), (".hidden", "starts with a dot"),
    ("a/b", "contains \"/\", a folder separator"), ("a\\b", "contains \"\\\", a folder separator"),
    ("nul\u{0}", "contains the control character U+0000"),
    ("tab\t", "contains the control character U+0009"),
    ("del\u{7F}", "contains the control character U+007F"),
    ("c1\u{85}", "contains the control character U+0085"),
  ])
  func anythingElseIsRefusedWithItsReason(name: String, reason: String) {
    #expect(OutputFileName.problem(with: name) == reason)
  }

  @Test func theLengthIsLimitedInBytes() {
    let longest = String(repeating: "é", count: OutputFileName.maximumLength / 2)
    #expect(OutputFileName.problem(with: longest) == nil)
    #expect(
      OutputFileName.problem(with: longest + "x")
        == "is \(OutputFileName.maximumLength + 1) bytes long; the limit is "
        + "\(OutputFileName.maximumLength)")
  }

  @Test func namesDifferingInCaseOrNormalizationCollide() {
    #expect(OutputFileName.collisionKey("Grid") == OutputFileName.collisionKey("grid"))
    #expect(
      OutputFileName.collisionKey("\u{E9}t\u{E9}")
        == OutputFileName.collisionKey("e\u{301}te\u{301}"))
    #expect(OutputFileName.collisionKey("grid") != OutputFileName.collisionKey("grid2"))
  }
}
