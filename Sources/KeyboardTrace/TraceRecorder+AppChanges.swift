import Foundation
import KeyboardCore

extension TraceRecorder {
  /// An `advance` step for the time since the last step, in whole milliseconds, measured from
  /// the start of the trace so rounding never accumulates.
  func appendElapsedTime() {
    guard let now = currentTime() else { return }
    let elapsed = ((now - startTime) * 1000).rounded() / 1000
    let step = ((elapsed - writtenTime) * 1000).rounded() / 1000
    guard step > 0 else { return }
    steps.append(.advance(sanitizer.duration(step, "the time between two events")))
    writtenTime = elapsed
  }

  /// Steps for what the app changed since the last input, so the replay sees the same app: a
  /// new window geometry, built-in adjusters registered or removed, views that left, new frames
  /// and new per-view settings.
  func appendAppChanges() {
    appendRotation()
    appendAdjusterChanges()
    appendViewChanges()
  }

  private func appendRotation() {
    guard let window, snapshot != nil else { return }
    let snapshotter = TraceSnapshotter(
      ledger: configuration.ledger, settings: configuration.settings, settingKeys: settingKeys(),
      options: options, sanitizer: sanitizer)
    let screen = snapshotter.screen(of: window)
    guard screen != writtenScreen else { return }
    writtenScreen = screen
    hasRotated = true
    steps.append(.rotate(screen))
  }

  private func appendAdjusterChanges() {
    let current = configuration.adjusters.identifiers.filter {
      AdjusterIdentifier.builtIns.contains($0)
    }
    for removed in writtenAdjusters where !current.contains(removed) {
      steps.append(.adjuster(removed, registered: false))
    }
    for added in current where !writtenAdjusters.contains(added) {
      steps.append(.adjuster(added, registered: true))
    }
    writtenAdjusters = current
  }

  /// Views the app removed or released become `deallocate` steps (the views inside them go
  /// with them, in the replay too); the others' new frames and settings become `setFrame` and
  /// `changeViewSettings` steps. A view that left is never named again: should it come back and
  /// begin editing, the recorder takes a fresh snapshot.
  private func appendViewChanges() {
    guard let elements = snapshot?.elements else { return }
    let keys = settingKeys()
    for index in elements.views.indices where !elements.views[index].isGone {
      let entry = elements.views[index]
      if let parent = entry.parent, elements.views[parent].departure == .deallocated {
        elements.views[index].departure = .deallocated
        continue
      }
      guard let view = entry.view else {
        if entry.followsRemoval { steps.append(.deallocate(entry.id)) }
        elements.views[index].departure = entry.followsRemoval ? .deallocated : .released
        continue
      }
      if entry.followsRemoval, view.hostSuperview == nil {
        steps.append(.deallocate(entry.id))
        elements.views[index].departure = .deallocated
        continue
      }
      if let written = entry.frame {
        let origin =
          configuration.ledger.originalValue(of: .frameOrigin, of: view) ?? view.frame.origin
        let frame = sanitizer.rect(
          CGRect(origin: origin, size: view.frame.size).movedBy(entry.frameOffset),
          "\(entry.id).frame")
        if frame != written {
          steps.append(.setFrame(entry.id, frame))
          elements.views[index].frame = frame
        }
      }
      if view.keyboardSettings != entry.settings {
        let settings =
          TraceSnapshotter.viewSettings(
            view.keyboardSettings, scrollable: entry.isScrollable, complete: true, id: entry.id,
            keys: keys, sanitizer: sanitizer) ?? TraceViewSettings()
        steps.append(.changeViewSettings(entry.id, settings))
        elements.views[index].settings = view.keyboardSettings
      }
    }
  }
}
