import Foundation
import Testing
import TransitionSimLayouts

@testable import TransitionSimCLI

/// What the completion scripts complete, from the commands' specifications and the registry.
@Suite struct CompletionModelTests {
  static let model = CompletionModel(
    tool: "transition-sim", specs: TransitionSimCommandLine.commands, layouts: .standard)

  func command(_ name: String) throws -> CompletionModel.Command {
    try #require(Self.model.commands.first { $0.name == name })
  }

  @Test func everySubcommandAndHelpLast() {
    #expect(
      Self.model.commands.map(\.name) == ["replay", "check", "list", "diff", "completion", "help"])
  }

  @Test func everyOptionOfEachCommandWithItsValues() throws {
    let replay = try command("replay")
    #expect(
      replay.options.map(\.long) == [
        "fps", "format", "output", "filmstrip-frames", "quiet", "help",
      ])
    #expect(replay.options[1].value == .words(ReplayCommand.formats))
    #expect(replay.options[2].value == .files(extensions: []))
    #expect(replay.options[2].short == "o")
    #expect(replay.options[0].value == .text)
    #expect(replay.options[4].value == nil, "a flag")
    #expect(replay.arguments == .files(extensions: ["json"]))
    let check = try command("check")
    let values = Dictionary(uniqueKeysWithValues: check.options.map { ($0.long, $0.value) })
    #expect(values["golden"] == .directories)
    #expect(values["record"] == .words(["missing", "all", "failed", "never"]))
    #expect(values["color"] == .words(["auto", "always", "never"]))
    #expect(values["junit"] == .files(extensions: []))
    #expect(
      try command("diff").options.first { $0.long == "format" }?.value == .words(["text", "html"]))
    #expect(try command("diff").arguments == .files(extensions: ["json", "jsonl"]))
    #expect(try command("diff").maximumArguments == 2)
  }

  @Test func theArgumentsOfListCompletionAndHelp() throws {
    #expect(try command("list").arguments == .words(LayoutRegistry.standard.names))
    #expect(try command("completion").arguments == .words(["bash", "zsh", "fish"]))
    #expect(try command("completion").maximumArguments == 1)
    #expect(
      try command("help").arguments
        == .words(["replay", "check", "list", "diff", "completion", "help"]))
  }

  @Test func aToolOfItsOwnHasItsLayouts() throws {
    let model = CompletionModel(
      tool: "my-sim", specs: TransitionSimCommandLine.commands,
      layouts: TransitionSimCommandLineTests.layouts)
    let list = try #require(model.commands.first { $0.name == "list" })
    guard case .words(let names) = list.arguments else {
      Issue.record("list completes layout names")
      return
    }
    #expect(names.contains("diagonal"))
  }

  @Test func functionNamesAndSummaries() {
    #expect(Self.model.functionName() == "_transition_sim")
    #expect(Self.model.functionName("__fish_", suffix: "_files") == "__fish_transition_sim_files")
    #expect(
      CompletionModel(tool: "my.sim-2", specs: [], layouts: .standard).functionName() == "_my_sim_2"
    )
    #expect(CompletionModel.summary("One. Two.") == "One.")
    #expect(CompletionModel.summary("Just one") == "Just one")
  }
}
