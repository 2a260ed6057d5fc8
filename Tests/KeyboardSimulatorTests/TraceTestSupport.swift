import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator

/// A form controller whose scroll view fills its view at every layout pass, as Auto Layout
/// would keep it — so a rotation changes the scroll view's frame, which a trace must carry.
@MainActor
final class FillingFormController: HeadlessViewController {
  let scrollView: HeadlessScrollView

  init(scrollView: HeadlessScrollView) {
    self.scrollView = scrollView
    super.init(classNames: ["SignUpViewController"], view: HeadlessView(id: "formView"))
    view.addSubview(scrollView)
  }

  override func viewWillLayoutSubviews() {
    scrollView.frame = view.bounds
  }
}

/// The options a test recorder uses: the app's headless clock, and the headless ids and class
/// names as names (an empty id gets a generated one).
@MainActor
func headlessTraceOptions(_ app: HeadlessApp, name: String = "recorded") -> TraceRecorder.Options {
  TraceRecorder.Options(
    name: name, clock: { app.clock.now }, viewName: { ($0 as? HeadlessView)?.id },
    controllerClassName: { ($0 as? HeadlessViewController)?.classNames.first })
}

/// A view's geometry, rounded as the simulator's snapshots are.
struct ViewGeometry: Equatable, CustomStringConvertible {
  var frame: Rect
  var contentOffset: Point?
  var contentInset: EdgeInsets?
  var indicatorInsets: EdgeInsets?

  var description: String {
    var text = "\(frame)"
    if let contentOffset { text += " offset \(contentOffset)" }
    if let contentInset { text += " inset \(contentInset)" }
    if let indicatorInsets { text += " indicators \(indicatorInsets)" }
    return text
  }
}

/// What a test compares between a live run and its replay after an event.
struct ObservedScreen: Equatable {
  var views: [String: ViewGeometry]
  var movedDistance: CGFloat
  var focusedID: String?
  var keyboardTop: CGFloat?
  var isSessionOpen: Bool
}

extension ObservedScreen {
  /// The state of a live headless app: every view with an id under the window (the
  /// navigation bar, which a scenario names differently, left out).
  @MainActor
  init(app: HeadlessApp, manager: KeyboardManager) {
    var views: [String: ViewGeometry] = [:]
    func visit(_ view: HeadlessView) {
      if !view.id.isEmpty, view.id != "navigation-bar", !(view is HeadlessWindow) {
        let frame = view.superview.map { $0.convert(view.frame, to: nil) } ?? view.frame
        let scroll = view as? HeadlessScrollView
        views[view.id] = ViewGeometry(
          frame: Rect(frame), contentOffset: scroll.map { Point($0.contentOffset) },
          contentInset: scroll?.contentInset.snapshotRounded,
          indicatorInsets: scroll?.verticalScrollIndicatorInsets.snapshotRounded)
      }
      view.subviews.forEach(visit)
    }
    visit(app.window)
    let keyboard = manager.configuration.keyboard
    self.init(
      views: views, movedDistance: manager.movedDistance.snapshotRounded,
      focusedID: (app.focus.firstResponder as HeadlessView?)?.id,
      keyboardTop: keyboard.flatMap {
        $0.isVisible ? app.window.convertFromScreen($0.endFrame).minY.snapshotRounded : nil
      },
      isSessionOpen: manager.configuration.isSessionOpen)
  }

  /// The same state of a replay's snapshot, for the views named in `ids`.
  init(snapshot: StepSnapshot, ids: some Collection<String>) {
    var views: [String: ViewGeometry] = [:]
    for id in ids {
      guard let element = snapshot.element(id) else { continue }
      views[id] = ViewGeometry(
        frame: element.frame, contentOffset: element.scroll?.contentOffset,
        contentInset: element.scroll?.contentInset,
        indicatorInsets: element.scroll?.indicatorInsets)
    }
    self.init(
      views: views, movedDistance: snapshot.movedDistance, focusedID: snapshot.focusedID,
      keyboardTop: snapshot.keyboard?.frame.y, isSessionOpen: snapshot.isSessionOpen)
  }

  /// The differences from `other`, one line each (empty when equal).
  func differences(from other: ObservedScreen) -> [String] {
    var lines: [String] = []
    for id in Set(views.keys).union(other.views.keys).sorted() where views[id] != other.views[id] {
      lines.append(
        "\(id): \(views[id]?.description ?? "missing") ≠ \(other.views[id]?.description ?? "missing")"
      )
    }
    if movedDistance != other.movedDistance {
      lines.append("movedDistance \(movedDistance) ≠ \(other.movedDistance)")
    }
    if focusedID != other.focusedID {
      lines.append("focused \(focusedID ?? "nil") ≠ \(other.focusedID ?? "nil")")
    }
    if keyboardTop != other.keyboardTop {
      lines.append(
        "keyboard top \(keyboardTop.map { "\($0)" } ?? "nil") ≠ \(other.keyboardTop.map { "\($0)" } ?? "nil")"
      )
    }
    if isSessionOpen != other.isSessionOpen {
      lines.append("session open \(isSessionOpen) ≠ \(other.isSessionOpen)")
    }
    return lines
  }
}

/// Decodes a trace with the simulator's loader; every problem is a thrown error.
func loadTrace(_ data: Data) throws(ScenarioError) -> Scenario {
  try ScenarioLoader().decode(data, file: "trace.json", defaultName: "trace")
}
