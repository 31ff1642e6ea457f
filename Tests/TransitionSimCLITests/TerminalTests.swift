import Foundation
import Testing
import TransitionSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// Whether a stream is a terminal, and how wide, on a pseudo-terminal and a pipe.
  @Suite struct TerminalTests {
    @Test func aPseudoTerminalIsATerminalWithItsWidth() throws {
      let terminal = try PseudoTerminal(columns: 57)
      let descriptor = terminal.terminalHandle.fileDescriptor
      #expect(Terminal.isTerminal(descriptor))
      #expect(Terminal.columns(descriptor) == 57)
    }

    @Test func aPipeIsNotATerminalAndHasNoWidth() throws {
      let pipe = Pipe()
      let descriptor = pipe.fileHandleForWriting.fileDescriptor
      #expect(!Terminal.isTerminal(descriptor))
      #expect(Terminal.columns(descriptor) == nil)
    }

    @Test func environmentReadsThisProcesssVariables() {
      #expect(Terminal.environment("PATH") == ProcessInfo.processInfo.environment["PATH"])
      #expect(Terminal.environment("TRANSITIONSIM_SURELY_UNSET_\(UUID().uuidString)") == nil)
    }
  }

#endif  // os(macOS) || os(Linux)
