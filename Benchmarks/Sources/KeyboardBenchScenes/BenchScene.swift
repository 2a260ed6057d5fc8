import Foundation
import KeyboardHeadless
import KeyboardLift

/// A headless screen a benchmark drives: the app (window, clock, animator), the controller whose
/// view a lift may move, the scroll views a keyboard event may scroll or inset, and the two text
/// fields the phases focus (``firstField``, then ``secondField`` for a focus change).
///
/// ``putBack()`` returns it to where it was built — every scroll view at its resting offset with
/// its own inset, nothing recorded — so that every repetition of a phase starts from the same
/// state; ``state`` is what the phases compare to prove it.
@MainActor
package final class BenchScene {
  /// The app: window, keyboard clock and animator.
  package let app: HeadlessApp
  /// The controller whose view RootAdjust would lift.
  package let controller: HeadlessViewController
  /// Every scroll view between the window and the fields, outermost first.
  package let scrollViews: [HeadlessScrollView]
  /// The field a show focuses.
  package let firstField: HeadlessTextField
  /// The field a focus change moves to, further down than ``firstField``.
  package let secondField: HeadlessTextField
  private let restingOffsets: [CGPoint]
  private let restingInsets: [EdgeInsets]

  /// Lays the window out and records every scroll view's resting offset: the top of its
  /// adjusted content inset, where UIKit leaves a scroll view that nothing scrolled.
  package init(
    app: HeadlessApp, controller: HeadlessViewController, scrollViews: [HeadlessScrollView],
    firstField: HeadlessTextField, secondField: HeadlessTextField
  ) {
    self.app = app
    self.controller = controller
    self.scrollViews = scrollViews
    self.firstField = firstField
    self.secondField = secondField
    app.window.layoutIfNeeded()
    for scrollView in scrollViews {
      scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      app.window.layoutIfNeeded()
    }
    restingOffsets = scrollViews.map(\.contentOffset)
    restingInsets = scrollViews.map(\.contentInset)
    putBack()
  }

  /// The screen's bounds, as the binding reads them from the focused input's window.
  package var screenBounds: CGRect { app.window.screenBounds }

  /// What a keyboard event can change: the controller's view frame, every scroll view's offset
  /// and inset.
  package var state: SceneState {
    SceneState(
      rootFrame: controller.view.frame, offsets: scrollViews.map(\.contentOffset),
      insets: scrollViews.map(\.contentInset))
  }

  /// Ends every animation, lays out, puts every scroll view back at its resting offset with
  /// its own inset and forgets what the headless backend recorded (the views' change logs and
  /// the animator's blocks, which would otherwise grow with every repetition). Never inside a
  /// measured region.
  package func putBack() {
    app.settle()
    app.animator.removeRecords()
    for (index, scrollView) in scrollViews.enumerated() {
      scrollView.contentInset = restingInsets[index]
      scrollView.contentOffset = restingOffsets[index]
    }
    app.window.layoutIfNeeded()
    forgetRecordedChanges(in: app.window)
  }

  private func forgetRecordedChanges(in view: HeadlessView) {
    view.removeRecordedChanges()
    for subview in view.subviews { forgetRecordedChanges(in: subview) }
  }

  /// The number of views in the window, the window included.
  package var viewCount: Int { Self.count(app.window) }

  private static func count(_ view: HeadlessView) -> Int {
    1 + view.subviews.reduce(0) { $0 + count($1) }
  }

  /// How many ancestors `view` has up to its window, the window included (a view directly in
  /// the window is at depth 1).
  package static func depth(of view: HeadlessView) -> Int {
    var depth = 0
    var ancestor = view.superview
    while let current = ancestor {
      depth += 1
      ancestor = current.superview
    }
    return depth
  }
}

/// What a keyboard event can change on a ``BenchScene``, compared before every repetition.
package struct SceneState: Equatable, Sendable, CustomStringConvertible {
  /// The lifted controller's view frame.
  package var rootFrame: CGRect
  /// Every scroll view's content offset, outermost first.
  package var offsets: [CGPoint]
  /// Every scroll view's content inset, outermost first.
  package var insets: [EdgeInsets]

  /// `root y, offsets […], bottom insets […]`.
  package var description: String {
    "root y \(rootFrame.minY), offsets \(offsets.map(\.y)), bottom insets \(insets.map(\.bottom))"
  }
}
