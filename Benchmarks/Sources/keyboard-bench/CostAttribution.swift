import Foundation

/// A callgrind profile's costs (instructions, or allocations) split by owner: each function's own
/// cost goes to the module that declares it; the runtime's, the standard library's and
/// Foundation's go to their callers, in proportion to each caller's calls (by the instructions
/// they cost, inclusive, or by their number), climbing through library callers until they reach
/// KeyboardLift, the host or the benchmark.
///
/// So "KeyboardLift's own" counts the retains, allocations, dictionary look-ups and string
/// formatting KeyboardLift asks for, and the host's counts what the headless views ask for when
/// KeyboardLift reads or writes them. The split is exact for a library function called by one
/// owner only, and proportional for one called by several.
struct CostAttribution {
  /// Cost per owner (fractional where a library function's cost was shared).
  private(set) var byOwner: [CodeOwner: Double] = [:]
  /// Cost per function of an owner, its share of library costs included (library functions
  /// themselves are not listed).
  private(set) var byFunction: [String: (owner: CodeOwner, cost: Double)] = [:]
  private var shares: [String: (owner: CodeOwner, amount: Double)] = [:]

  /// How a library function's cost is shared among its callers.
  enum Weighting {
    /// By the instructions each caller's calls cost, inclusive: for instructions.
    case inclusiveInstructions
    /// By the number of each caller's calls: for allocations, where one call into
    /// `swift_allocObject` is one allocation whatever the object's size.
    case callCount
  }

  /// Splits each function's own instructions along `profile`'s calls.
  init(_ profile: CallgrindProfile) {
    self.init(profile, costs: profile.selfCost, weighting: .inclusiveInstructions)
  }

  /// Splits `costs`, each function's own cost, along `profile`'s calls.
  init(_ profile: CallgrindProfile, costs: [String: Int], weighting: Weighting) {
    var callers: [String: [(caller: String, weight: Double)]] = [:]
    for (edge, calls) in profile.calls where edge.caller != edge.callee {
      let weight =
        switch weighting {
        case .inclusiveInstructions: calls.inclusive
        case .callCount: calls.count
        }
      callers[edge.callee, default: []].append((edge.caller, Double(max(weight, 0))))
    }

    var pending: [String: Double] = [:]
    for (function, cost) in costs {
      if let owner = CodeOwner.of(symbol: function) {
        charge(Double(cost), to: function, owner: owner)
      } else {
        pending[function, default: 0] += Double(cost)
      }
    }

    // Push library costs up to their callers, a level per round. A library function nobody
    // called (within what was collected) keeps its cost as unattributed, and so does what a
    // cycle of library functions still holds after the last round.
    var unattributed = 0.0
    for _ in 0..<1_000 where !pending.isEmpty {
      var next: [String: Double] = [:]
      for (function, amount) in pending where amount > 0 {
        let up = callers[function] ?? []
        guard !up.isEmpty else {
          unattributed += amount
          continue
        }
        let sum = up.reduce(0) { $0 + $1.weight }
        for caller in up {
          let share = sum > 0 ? amount * caller.weight / sum : amount / Double(up.count)
          if let owner = CodeOwner.of(symbol: caller.caller) {
            charge(share, to: caller.caller, owner: owner)
          } else {
            next[caller.caller, default: 0] += share
          }
        }
      }
      pending = next
    }
    unattributed += pending.values.reduce(0, +)

    var totals: [CodeOwner: Double] = [.unattributed: unattributed]
    for (function, share) in shares {
      byFunction[function] = (share.owner, share.amount)
      totals[share.owner, default: 0] += share.amount
    }
    byOwner = totals
  }

  private mutating func charge(_ amount: Double, to function: String, owner: CodeOwner) {
    shares[function, default: (owner, 0)].amount += amount
  }
}
