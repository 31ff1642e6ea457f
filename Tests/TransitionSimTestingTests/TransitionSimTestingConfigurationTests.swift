import Foundation
import Testing

@testable import TransitionSimTesting

@Suite struct TransitionSimTestingConfigurationTests {
  typealias Record = TransitionSimTestingConfiguration.Record

  @Test func recordModesParseFromTheirNames() {
    #expect(Record(rawValue: "missing") == .missing)
    #expect(Record(rawValue: "all") == .all)
    #expect(Record(rawValue: "failed") == .failed)
    #expect(Record(rawValue: "never") == .never)
    #expect(Record(rawValue: "sometimes") == nil)
    #expect(Record.failed.description == "failed" && Record.never.rawValue == "never")
  }

  @Test func theRecordModeComesFromTheArgumentTheScopeTheEnvironmentOrTheDefault() throws {
    let environment = ["TRANSITIONSIM_RECORD": "never"]
    #expect(
      try TransitionSimTestingConfiguration.record(explicit: nil, environment: [:]) == .missing)
    #expect(
      try TransitionSimTestingConfiguration.record(explicit: nil, environment: environment)
        == .never)
    #expect(
      try TransitionSimTestingConfiguration.record(
        explicit: nil, environment: ["TRANSITIONSIM_RECORD": "ALL"])
        == .all)
    try withTransitionSimTesting(record: .failed) { () throws in
      #expect(
        try TransitionSimTestingConfiguration.record(explicit: nil, environment: environment)
          == .failed)
      #expect(
        try TransitionSimTestingConfiguration.record(explicit: .all, environment: environment)
          == .all)
      // An inner scope without a mode keeps the outer one.
      try withTransitionSimTesting(artifactsDirectory: URL(fileURLWithPath: "/tmp/x")) {
        () throws in
        #expect(TransitionSimTestingConfiguration.current?.record == .failed)
        #expect(
          try TransitionSimTestingConfiguration.record(explicit: nil, environment: [:]) == .failed)
      }
    }
    #expect(TransitionSimTestingConfiguration.current == nil)
  }

  @Test func anUnknownModeInTheEnvironmentIsAFailure() {
    #expect {
      try TransitionSimTestingConfiguration.record(
        explicit: nil, environment: ["TRANSITIONSIM_RECORD": "sometimes"])
    } throws: { error in
      (error as? VerificationFailure)?.message
        == "TRANSITIONSIM_RECORD is \"sometimes\"; set it to missing, all, failed or never."
    }
  }

  @Test func theArtifactsDirectoryComesFromTheScopeTheEnvironmentOrTheTemporaryDirectory() {
    let temporary = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
      .appendingPathComponent("transition-sim-artifacts", isDirectory: true)
    #expect(TransitionSimTestingConfiguration.artifactsDirectory(environment: [:]) == temporary)
    #expect(
      TransitionSimTestingConfiguration.artifactsDirectory(
        environment: ["TRANSITIONSIM_ARTIFACTS": "/tmp/artifacts"]).path == "/tmp/artifacts")
    let scoped = URL(fileURLWithPath: "/tmp/scoped", isDirectory: true)
    withTransitionSimTesting(artifactsDirectory: scoped) {
      #expect(
        TransitionSimTestingConfiguration.artifactsDirectory(
          environment: ["TRANSITIONSIM_ARTIFACTS": "/tmp/artifacts"]) == scoped)
    }
  }

  @Test func parallelTasksEachSeeTheirOwnScope() async {
    let modes: [Record] = [.all, .failed, .missing, .never]
    let seen = await withTaskGroup(of: (Int, Record?).self) { group in
      for (index, mode) in modes.enumerated() {
        group.addTask {
          await withTransitionSimTesting(record: mode) {
            await Task.yield()
            return (index, TransitionSimTestingConfiguration.current?.record)
          }
        }
      }
      var results: [Int: Record?] = [:]
      for await (index, mode) in group { results[index] = mode }
      return results
    }
    for (index, mode) in modes.enumerated() { #expect(seen[index] == mode) }
  }
}
