import Foundation
import Testing

@Suite struct HelpAndVersionTests {
  @Test(arguments: ["--help", "-h", "help"])
  func helpPrintsOverviewUsageAndOptions(flag: String) throws {
    let result = try runTransitionSim([flag])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nUSAGE: transition-sim"))
    #expect(result.stdout.contains("\nOPTIONS:\n"))
  }

  @Test func versionPrintsTheLibraryVersion() throws {
    let result = try runTransitionSim(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "0.1.0\n")
  }

  @Test func unknownOptionIsAUsageError() throws {
    let result = try runTransitionSim(["--frobnicate"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        Error: Unknown option '--frobnicate'
        Usage: transition-sim <subcommand>
          See 'transition-sim --help' for more information.

        """)
  }
}
