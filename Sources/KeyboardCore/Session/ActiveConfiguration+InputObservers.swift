import Foundation

extension ActiveConfiguration {
  /// Adds an observer called with every input the host feeds — keyboard notifications, focus
  /// changes, orientation changes, interactive pops, layout reloads, settings changes — before
  /// the configuration acts on it (KeyboardTrace's `TraceRecorder` records them).
  ///
  /// Observers are called in the order they were added. An input fed while another is being
  /// handled is queued and reported when its turn comes, after the current one (see
  /// ``ConfigurationInput``). An observer added while an input is reported hears the next one.
  ///
  /// - Returns: the registration to pass to ``removeInputObserver(_:)``; removing it removes
  ///   this observer only.
  public func addInputObserver(
    _ observer: @escaping (ConfigurationInput) -> Void
  ) -> InputObservation {
    inputObservers.add(observer)
  }

  /// Removes the observer `observation` stands for: it hears nothing more, not even the rest
  /// of an input being reported. Removing it again does nothing.
  public func removeInputObserver(_ observation: InputObservation) {
    inputObservers.remove(observation)
  }

  /// Reports `input` to every observer, oldest first, skipping any removed meanwhile.
  func reportInput(_ input: ConfigurationInput) {
    for entry in inputObservers.entries where inputObservers.contains(entry.observation) {
      entry.observer(input)
    }
  }
}
