import Foundation

/// A callgrind profile (valgrind's `callgrind.out` format) reduced to what the benchmark reports:
/// every function's own instructions and every caller → callee edge with its inclusive
/// instructions and call count.
///
/// Reads compressed and uncompressed names (`fn=(12) name`, `fn=(12)`) and relative or absolute
/// positions; the first event column is taken (callgrind's default `Ir`, instructions executed).
struct CallgrindProfile {
  /// A caller → callee pair.
  struct Edge: Hashable {
    var caller: String
    var callee: String
  }

  /// What one edge cost: calls made and instructions executed inside them (inclusive).
  struct Calls {
    var count = 0
    var inclusive = 0
  }

  /// Instructions executed in each function's own code.
  private(set) var selfCost: [String: Int] = [:]
  /// The edges, with their calls.
  private(set) var calls: [Edge: Calls] = [:]
  /// The `totals:` or `summary:` line's figure, when the file has one.
  private(set) var declaredTotal: Int?

  /// The sum of every function's own instructions: what was collected.
  var total: Int { selfCost.values.reduce(0, +) }

  /// Parses the text of a callgrind output file.
  init(text: String) {
    var names: [String: String] = [:]  // compressed function names, by id
    var positionColumns = 1
    var function = ""
    var callee: String?
    var pendingCall: Int?  // the call count of a `calls=` line awaiting its cost line

    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if let value = line.value(after: "fn=") {
        function = Self.name(value, table: &names)
      } else if let value = line.value(after: "cfn=") {
        callee = Self.name(value, table: &names)
      } else if let value = line.value(after: "calls=") {
        pendingCall = Int(value.split(separator: " ").first ?? "") ?? 0
      } else if let value = line.value(after: "positions:") {
        positionColumns = value.split(separator: " ").count
      } else if let value = line.value(after: "totals:") ?? line.value(after: "summary:") {
        declaredTotal = Int(value.trimmingCharacters(in: .whitespaces))
      } else if let first = line.first,
        first.isNumber || first == "+" || first == "-"
          || first == "*"
      {
        let columns = line.split(separator: " ")
        let cost = columns.count > positionColumns ? Int(columns[positionColumns]) ?? 0 : 0
        if let count = pendingCall, let callee {
          calls[Edge(caller: function, callee: callee), default: Calls()].count += count
          calls[Edge(caller: function, callee: callee), default: Calls()].inclusive += cost
          pendingCall = nil
        } else {
          selfCost[function, default: 0] += cost
        }
      }
    }
  }

  /// `(12) name` defines id 12; `(12)` refers to it; a name without an id stands for itself.
  private static func name(_ value: Substring, table: inout [String: String]) -> String {
    guard value.hasPrefix("("), let close = value.firstIndex(of: ")") else {
      return String(value)
    }
    let id = String(value[value.index(after: value.startIndex)..<close])
    let rest = value[value.index(after: close)...].trimmingCharacters(in: .whitespaces)
    if !rest.isEmpty { table[id] = rest }
    return table[id] ?? id
  }
}

extension Substring {
  /// The text after `prefix` when the line starts with it.
  fileprivate func value(after prefix: String) -> Substring? {
    hasPrefix(prefix) ? dropFirst(prefix.count) : nil
  }
}
