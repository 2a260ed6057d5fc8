import Foundation
import KeyboardCore

/// What ``InvariantChecker`` reads from a run after one step, besides the ``StepSnapshot``: the
/// raw state of the headless world and of the reference world (the same scenario without
/// KeyboardLift), as a device would report it — frames, offsets, insets, safe areas, settings,
/// the keyboard notifications as posted. No rule of KeyboardLift is applied to any of it: the
/// checker applies the rules of Behavior.md itself, so that a defect in the library's own reading
/// of them cannot hide from it.
package struct WorldReading: Sendable {
  /// The screen's bounds.
  package var screenBounds: CGRect
  /// The window's frame on the screen.
  package var windowFrame: CGRect
  /// The status bar's height.
  package var statusBarHeight: CGFloat
  /// Every keyboard notification posted during the step, in order.
  package var keyboardNotifications: [KeyboardNotificationReading]
  /// The global `keyboardDistance` setting as set (not clamped).
  package var keyboardDistance: CGFloat
  /// The identifiers of the adjusters registered after the step.
  package var adjusters: [String]
  /// Whether a navigation controller of the app runs an interactive pop (swipe back).
  package var isInteractivePopRunning: Bool
  /// The focused text input, when one is focused and in the window.
  package var field: FieldReading?
  /// Every controller whose view is in the window, by controller id.
  package var roots: [String: RootReading]
  /// Every scroll view of the scenario in the window, by id.
  package var scrollViews: [String: ScrollViewReading]
  /// When the step changed the window's layout (a rotation) and the visible keyboard followed:
  /// the scroll views in the window as the new layout left them, before the keyboard's
  /// notifications told KeyboardLift — as a session that the keyboard's move opens finds them.
  /// `nil` otherwise.
  package var scrollViewsBeforeTheKeyboard: [String: ScrollViewReading]? = nil
  /// The content offset of every scroll view of the scenario out of the window (its controller
  /// pushed away, a column collapsed), by id: what a restore did to it while away, which no
  /// snapshot shows.
  package var offsetsOutOfTheWindow: [String: Point] = [:]
  /// When the step is the app's scroll of a scroll view (`setContentOffset`): that scroll view
  /// in the reference world, where no session scrolled the views around it (`nil` when it is
  /// out of that world's window). `nil` at any other step.
  package var referenceScrollViewTheAppScrolled: ScrollViewReading? = nil
  /// When the step ended the session (its hide): every scroll view of the scenario in the
  /// reference world's window, by id — where the app's scrolls alone, with no session, left
  /// the scroll views around each one, and so the end of its content. `nil` at any other step.
  package var referenceScrollViewsAtTheHide: [String: ScrollViewReading]? = nil

  /// Creates a reading.
  package init(
    screenBounds: CGRect, windowFrame: CGRect, statusBarHeight: CGFloat,
    keyboardNotifications: [KeyboardNotificationReading], keyboardDistance: CGFloat,
    adjusters: [String], isInteractivePopRunning: Bool, field: FieldReading?,
    roots: [String: RootReading], scrollViews: [String: ScrollViewReading]
  ) {
    self.screenBounds = screenBounds
    self.windowFrame = windowFrame
    self.statusBarHeight = statusBarHeight
    self.keyboardNotifications = keyboardNotifications
    self.keyboardDistance = keyboardDistance
    self.adjusters = adjusters
    self.isInteractivePopRunning = isInteractivePopRunning
    self.field = field
    self.roots = roots
    self.scrollViews = scrollViews
  }
}

/// One keyboard notification as posted: its name and the userInfo values the rules of
/// Behavior.md §2 look at, each absent, present with the type UIKit uses, or malformed.
package struct KeyboardNotificationReading: Sendable {
  /// A userInfo value.
  package enum Value<Wrapped: Sendable>: Sendable {
    /// The key is not in the userInfo.
    case absent
    /// The value, of the type UIKit puts there.
    case value(Wrapped)
    /// A value of another type.
    case malformed
  }

  /// The notification's name.
  package var name: KeyboardNotificationName
  /// The end frame, in screen coordinates.
  package var endFrame: Value<CGRect>
  /// The begin frame, in screen coordinates.
  package var beginFrame: Value<CGRect>
  /// The animation's duration.
  package var duration: Value<Double>

  /// Creates a reading.
  package init(
    name: KeyboardNotificationName, endFrame: Value<CGRect>, beginFrame: Value<CGRect>,
    duration: Value<Double>
  ) {
    self.name = name
    self.endFrame = endFrame
    self.beginFrame = beginFrame
    self.duration = duration
  }
}

/// The focused text input.
package struct FieldReading: Sendable {
  /// Its id.
  package var id: String
  /// Its frame in window coordinates.
  package var frame: CGRect
  /// Its frame in window coordinates in the reference world, where nothing was ever adjusted.
  package var referenceFrame: CGRect?
  /// Its own `distanceFromKeyboard`, or that of the search bar it belongs to; `nil` when unset.
  package var distanceSetting: CGFloat?
  /// The id of its root controller, chosen by the rule of Behavior.md §4.3.
  package var rootControllerID: String?
  /// Its ancestor scroll views, innermost first (the field itself excluded).
  package var scrollViews: [ScrollViewReading]
  /// Whether it belongs to an alert controller: its nearest controller, or one of that
  /// controller's ancestors, is a `UIAlertController` (Behavior.md §3: invisible to KeyboardLift).
  package var isInAlertController: Bool

  /// Creates a reading.
  package init(
    id: String, frame: CGRect, referenceFrame: CGRect?, distanceSetting: CGFloat?,
    rootControllerID: String?, scrollViews: [ScrollViewReading], isInAlertController: Bool = false
  ) {
    self.id = id
    self.frame = frame
    self.referenceFrame = referenceFrame
    self.distanceSetting = distanceSetting
    self.rootControllerID = rootControllerID
    self.scrollViews = scrollViews
    self.isInAlertController = isInAlertController
  }
}

/// A controller's view, the view a session may move.
package struct RootReading: Sendable {
  /// The view's id (empty when the scenario gave it none).
  package var viewID: String
  /// Its `frame.origin.y`.
  package var originY: CGFloat
  /// Its `frame.origin.y` in the reference world; `nil` when it is not in that world's window.
  package var referenceOriginY: CGFloat?
  /// How many times its container has placed it (in the real world): a change says the
  /// container placed it again, even at the origin it had.
  package var containerPlacementCount: Int
  /// Its frame in window coordinates.
  package var frameInWindow: CGRect
  /// Its top layout margin in effect.
  package var topLayoutMargin: CGFloat
  /// The bottom of the navigation bar of the navigation controller around the controller, in
  /// window coordinates, while that bar is shown.
  package var navigationBarBottom: CGFloat?

  /// Creates a reading.
  package init(
    viewID: String, originY: CGFloat, referenceOriginY: CGFloat?, containerPlacementCount: Int = 0,
    frameInWindow: CGRect, topLayoutMargin: CGFloat, navigationBarBottom: CGFloat?
  ) {
    self.viewID = viewID
    self.originY = originY
    self.referenceOriginY = referenceOriginY
    self.containerPlacementCount = containerPlacementCount
    self.frameInWindow = frameInWindow
    self.topLayoutMargin = topLayoutMargin
    self.navigationBarBottom = navigationBarBottom
  }
}

/// A scroll view, with what its bounds and its visible part depend on.
package struct ScrollViewReading: Sendable {
  /// How a scroll view adds its safe area to its content inset (UIKit's
  /// `contentInsetAdjustmentBehavior`).
  package enum SafeAreaAdjustment: Sendable {
    /// Top and bottom.
    case vertical
    /// Every edge.
    case allEdges
    /// None.
    case none
  }

  /// Its id; `nil` when the scenario gave it none.
  package var id: String?
  /// Its frame in window coordinates.
  package var frame: CGRect
  /// The content offset.
  package var contentOffset: CGPoint
  /// The content size.
  package var contentSize: CGSize
  /// The content inset as set now (by the app and the session).
  package var contentInset: EdgeInsets
  /// The content inset in the reference world: the app's own.
  package var referenceContentInset: EdgeInsets?
  /// Its safe-area insets.
  package var safeAreaInsets: EdgeInsets
  /// How it adds its safe area to its content inset.
  package var safeAreaAdjustment: SafeAreaAdjustment
  /// Whether the user can scroll it.
  package var isScrollEnabled: Bool
  /// Its `ignoreScrollingAdjustment` setting.
  package var ignoresScrollingAdjustment: Bool
  /// Whether it is one of UIKit's private wrappers (its superview is a table view or a table
  /// cell).
  package var isPrivateWrapper: Bool

  /// Creates a reading.
  package init(
    id: String?, frame: CGRect, contentOffset: CGPoint, contentSize: CGSize,
    contentInset: EdgeInsets, referenceContentInset: EdgeInsets?, safeAreaInsets: EdgeInsets,
    safeAreaAdjustment: SafeAreaAdjustment, isScrollEnabled: Bool,
    ignoresScrollingAdjustment: Bool, isPrivateWrapper: Bool
  ) {
    self.id = id
    self.frame = frame
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.referenceContentInset = referenceContentInset
    self.safeAreaInsets = safeAreaInsets
    self.safeAreaAdjustment = safeAreaAdjustment
    self.isScrollEnabled = isScrollEnabled
    self.ignoresScrollingAdjustment = ignoresScrollingAdjustment
    self.isPrivateWrapper = isPrivateWrapper
  }
}
