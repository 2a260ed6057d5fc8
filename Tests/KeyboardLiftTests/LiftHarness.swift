import Foundation
import KeyboardHeadless
import KeyboardLift

/// A headless app fed to a ``KeyboardManager``, as an app on a device is fed by the UIKit
/// binding. The screens used with it have no scroll views, so only RootAdjust moves anything.
///
/// Keep the harness in a local for the whole test: it owns the app and the manager.
@MainActor
final class LiftHarness {
  let app: HeadlessApp
  let manager: KeyboardManager
  let logger = RecordingLogger()
  private(set) var records: [DispatchRecord] = []

  init(
    profile: DeviceProfile = .notchedPhone, rootController: HeadlessViewController,
    adjusters: [any Adjuster] = .recommended, isEnabled: Bool = true
  ) throws {
    app = HeadlessApp(profile: profile, rootController: rootController)
    manager = try KeyboardManager(animator: app.animator, adjusters: adjusters, logger: logger)
    manager.isEnabled = isEnabled
    manager.onDispatch = { [unowned self] record in records.append(record) }
    app.connect(to: manager.configuration)
  }

  /// The last `show` or `change` record.
  var lastAdjustment: DispatchRecord? {
    records.last { $0.action == .show || $0.action == .change }
  }

  /// The gap between `field`'s bottom and the keyboard's top, in window coordinates.
  func gap(below field: HeadlessView) -> CGFloat {
    app.window.convertFromScreen(app.keyboard.frame).minY - field.frameInWindow.maxY
  }

  /// Begins editing `input` (showing the keyboard) and lets the "did" notifications arrive.
  func edit(_ input: any HeadlessTextInput) {
    app.beginEditing(input)
    app.advance(by: 0.25)
  }

  /// Ends editing and lets the keyboard finish hiding.
  func endEditing() {
    app.endEditing()
    app.advance(by: 0.25)
  }
}

/// A text field 44 high at `y`, inset 16 from the sides.
@MainActor
func makeField(y: CGFloat, id: String) -> HeadlessTextField {
  HeadlessTextField(frame: CGRect(x: 16, y: y, width: 358, height: 44), id: id)
}

/// A controller of class `className` (a subclass of `UIViewController`, or of the further
/// `superclasses`) with `views` added to its view.
@MainActor
func makeScreen(_ className: String, superclasses: [String] = [], _ views: HeadlessView...)
  -> HeadlessViewController
{
  let controller = HeadlessViewController(classNames: [className] + superclasses)
  for view in views { controller.view.addSubview(view) }
  return controller
}

/// The frame of every view in some subtrees, to compare before and after.
@MainActor
struct FrameSnapshot: Equatable {
  private struct Entry: Equatable {
    let view: ObjectIdentifier
    let name: String
    let frame: CGRect
  }

  private let entries: [Entry]

  /// Records every view of the subtrees of `roots` (each view once).
  init(_ roots: [HeadlessView]) {
    var seen = Set<ObjectIdentifier>()
    var entries: [Entry] = []
    func visit(_ view: HeadlessView) {
      guard seen.insert(ObjectIdentifier(view)).inserted else { return }
      let name = view.id.isEmpty ? String(describing: type(of: view)) : view.id
      entries.append(Entry(view: ObjectIdentifier(view), name: name, frame: view.frame))
      view.subviews.forEach(visit)
    }
    roots.forEach(visit)
    self.entries = entries
  }

  /// The views whose frame differs from `other`'s, as `"name: old → new"`.
  func differences(from other: FrameSnapshot) -> [String] {
    entries.compactMap { entry in
      guard let old = other.entries.first(where: { $0.view == entry.view }) else {
        return "\(entry.name): not in the other snapshot"
      }
      return old.frame == entry.frame ? nil : "\(entry.name): \(old.frame) → \(entry.frame)"
    }
  }

  /// How many views it holds.
  var count: Int { entries.count }
}
