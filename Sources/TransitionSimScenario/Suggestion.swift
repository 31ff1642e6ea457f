import Foundation
import TransitionSimEngine

/// "Did you mean" suggestions by edit distance, for unknown keys, layouts, commands and options.
package enum Suggestion {
  /// The optimal string alignment distance between two strings, ignoring case: insertions,
  /// deletions, substitutions and transpositions of adjacent characters each count one edit.
  ///
  /// - Complexity: O(*m* · *n*).
  package static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first.lowercased())
    let b = Array(second.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, if it is close enough to be a likely typo (a distance of at
  /// most 2, or a third of the word's length for long words).
  ///
  /// Ties go to the first candidate.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, word.count / 3) else { return nil }
    return best.candidate
  }

  /// ` Did you mean 'x'?` when there is a close candidate, else the empty string.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }
}
