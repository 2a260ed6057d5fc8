import Foundation

/// An input observer's registration with an ``ActiveConfiguration``: pass it to
/// ``ActiveConfiguration/removeInputObserver(_:)`` to remove exactly that observer, whoever
/// else observes the same configuration.
public struct InputObservation: Hashable, Sendable {
  /// The observer's number, unique within its configuration.
  let number: Int
}

/// A configuration's input observers, in the order they were added.
struct InputObservers {
  typealias Observer = (ConfigurationInput) -> Void

  private var nextNumber = 0
  /// The observers, oldest first.
  private(set) var entries: [(observation: InputObservation, observer: Observer)] = []

  /// Adds `observer` after the others.
  mutating func add(_ observer: @escaping Observer) -> InputObservation {
    let observation = InputObservation(number: nextNumber)
    nextNumber += 1
    entries.append((observation, observer))
    return observation
  }

  /// Removes the observer of `observation`, if it is still there.
  mutating func remove(_ observation: InputObservation) {
    entries.removeAll { $0.observation == observation }
  }

  /// Whether the observer of `observation` is still there.
  func contains(_ observation: InputObservation) -> Bool {
    entries.contains { $0.observation == observation }
  }
}
