import Foundation
import KeyboardCore

/// Hands out the ids of a trace: the name the app gives an element when it gives one (its
/// accessibility identifier, say), else its kind and a number in depth-first order
/// (`textField-1`, `scrollView-2`). Every id is unique in the trace: a name used twice gets
/// `-2`, `-3`, … appended.
struct TraceIdentifiers {
  private var used: Set<String> = []
  private var counters: [String: Int] = [:]

  /// A fresh id for an element of `kind`, from `name` when it is a usable id.
  mutating func make(name: String?, kind: String) -> String {
    if let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
      return claim(name)
    }
    var number = counters[kind, default: 0]
    var candidate: String
    repeat {
      number += 1
      candidate = "\(kind)-\(number)"
    } while used.contains(candidate)
    counters[kind] = number
    return claim(candidate)
  }

  private mutating func claim(_ id: String) -> String {
    var candidate = id
    var suffix = 1
    while used.contains(candidate) {
      suffix += 1
      candidate = "\(id)-\(suffix)"
    }
    used.insert(candidate)
    return candidate
  }
}
