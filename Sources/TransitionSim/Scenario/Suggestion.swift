import Foundation

/// "Did you mean" suggestions by edit distance, for unknown keys, layouts, commands and options.
public enum Suggestion {
  /// The Levenshtein distance between two strings (insertions, deletions, substitutions).
  ///
  /// - Complexity: O(*m* · *n*).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, if it is close enough to be a likely typo (a distance of at
  /// most 2, or a third of the word's length for long words). Ties go to the first candidate.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, word.count / 3) else { return nil }
    return best.candidate
  }

  /// ` Did you mean 'x'?` when there is a close candidate, else the empty string.
  public static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }
}
