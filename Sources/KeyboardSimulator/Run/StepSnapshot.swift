import Foundation
import KeyboardCore

/// The state of a scenario's world after one step: what the pipeline did during the step and
/// where everything is now. Snapshot 0 is the world as built, before the first step.
///
/// Every length is in points, rounded to 1/1000, so the JSON output is stable.
public struct StepSnapshot: Hashable, Sendable, Codable {
  /// The position in the run: 0 for the initial state, then 1, 2, … for the steps.
  public var index: Int
  /// The step's id (`"start"` for snapshot 0).
  public var stepID: String
  /// What happened, in words: `"focus email"`, `"showKeyboard (0, 508, 390 × 336)"`.
  public var event: String
  /// The step's note.
  public var note: String?
  /// The headless clock after the step, in seconds.
  public var time: Double
  /// The screen and window in force.
  public var screen: ScreenState
  /// The keyboard, in window coordinates; `nil` while it is hidden.
  public var keyboard: KeyboardState?
  /// The id of the focused text input.
  public var focusedID: String?
  /// The focused input's gap to the keyboard, while both are there.
  public var gap: GapState?
  /// The session's root view, while a session has one.
  public var root: RootState?
  /// The manager's `movedDistance`.
  public var movedDistance: CGFloat
  /// Whether a keyboard session is open.
  public var isSessionOpen: Bool
  /// How many (view, property) changes the ledger holds that it will put back (changes kept on
  /// purpose, such as a keyboard appearance, are not counted).
  public var ledgerEntries: Int
  /// What the session changed, oldest write first: every property the ledger holds, with its
  /// original and current values.
  public var ledgerChanges: [LedgerChangeState]
  /// The ids of the scroll views ScrollAdjust works on, as it chose them at the session's last
  /// show or change: the chosen one (Behavior.md §7.1) first, then the qualifying ones above it
  /// (§7.3); empty outside a session or without ScrollAdjust.
  public var chosenScrollViews: [String]
  /// What the pipeline did during the step, in order.
  public var records: [RecordSummary]
  /// Every view of the scenario that exists, in tree order.
  public var elements: [ElementState]
  /// What KeyboardLift logged during the step.
  public var log: [String]
  /// What the step could not do (a view that was already gone), in words.
  public var notes: [String]
  /// The invariants that do not hold after this step.
  public var violations: [InvariantViolation]

  /// The element with `id`.
  public func element(_ id: String) -> ElementState? { elements.first { $0.id == id } }
}

/// The screen and window, as placed by the device profile or explicit screen in force.
public struct ScreenState: Hashable, Sendable, Codable {
  /// The profile's name, or `"custom"`.
  public var device: String
  /// The screen's bounds.
  public var screenBounds: Rect
  /// The window's frame on the screen.
  public var windowFrame: Rect
  /// The window's safe-area insets.
  public var safeArea: EdgeInsets
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The status bar's height.
  public var statusBarHeight: CGFloat
}

/// The keyboard as KeyboardLift sees it.
public struct KeyboardState: Hashable, Sendable, Codable {
  /// Its normalised end frame, in window coordinates.
  public var frame: Rect
  /// Its top inside the window (`kbTop`).
  public var top: CGFloat
  /// How much of the window it covers (`kbCovered`).
  public var covered: CGFloat
}

/// How far the focused input's bottom is above the keyboard's top.
public struct GapState: Hashable, Sendable, Codable {
  /// The input's id.
  public var fieldID: String
  /// `kbTop − field.maxY`, in window coordinates (negative: the keyboard covers the field).
  public var gap: CGFloat
  /// The distance the input asks for (`d`).
  public var distance: CGFloat
}

/// The root view a session moves.
public struct RootState: Hashable, Sendable, Codable {
  /// The root controller's id.
  public var controllerID: String
  /// Its view's id.
  public var viewID: String
  /// Its view's origin.y now.
  public var originY: CGFloat
  /// Its origin.y when the session captured it (`y₀`).
  public var capturedOriginY: CGFloat
}

/// One view's state.
public struct ElementState: Hashable, Sendable, Codable {
  /// Its id.
  public var id: String
  /// Its kind, as the file names it (`textField`, `scrollView`, …; `window`, `navigationBar`).
  public var type: String
  /// Its parent view's id (`nil` for the window).
  public var parentID: String?
  /// The id of the controller whose root view it is.
  public var controllerID: String?
  /// Its frame in window coordinates.
  public var frame: Rect
  /// Its frame in its superview's coordinates.
  public var frameInSuperview: Rect
  /// The part of it not clipped by an enclosing scroll view, in window coordinates; `nil` when
  /// it is scrolled out of sight.
  public var visibleFrame: Rect?
  /// Its label, for pictures.
  public var label: String?
  /// Whether it can be focused.
  public var isTextInput: Bool
  /// Whether it is hidden.
  public var isHidden: Bool
  /// Its scroll state, for scroll views.
  public var scroll: ScrollState?
}

/// A scroll view's state.
public struct ScrollState: Hashable, Sendable, Codable {
  /// The content offset.
  public var contentOffset: Point
  /// The content size.
  public var contentSize: Size
  /// The content inset the app and the adjusters set.
  public var contentInset: EdgeInsets
  /// The vertical scroll indicator's insets.
  public var indicatorInsets: EdgeInsets
  /// Whether hide puts the offset back exactly (`keyboard.restoreContentOffset`).
  public var restoresContentOffset: Bool
  /// The largest offset that keeps the end of the content at the bottom edge.
  public var maximumValidOffsetY: CGFloat
}

/// One `DispatchRecord`, as data for the output.
public struct RecordSummary: Hashable, Sendable, Codable {
  /// What happened (`show`, `change`, `hide`, `focusBegan`, …).
  public var action: String
  /// Why a show or change ran.
  public var reason: String?
  /// For a show or change: the adjusters it went to, in order.
  public var adjusters: [String]?
  /// For a show or change: the geometry measured after the adjusters ran and layout settled.
  public var geometry: GeometrySummary?
  /// The decisions, in order.
  public var explanations: [ExplanationSummary]
}

/// The avoidance geometry of Behavior.md §6, in window coordinates.
public struct GeometrySummary: Hashable, Sendable, Codable {
  /// `T`: the field's frame.
  public var fieldFrame: Rect
  /// `kbTop`.
  public var keyboardTop: CGFloat
  /// `Gtop`: the top guide.
  public var topGuide: CGFloat
  /// `d`.
  public var distance: CGFloat
  /// `need = T.maxY − (kbTop − d)`.
  public var need: CGFloat
  /// `room = T.minY − Gtop`.
  public var room: CGFloat
  /// `lift = min(room, need)`, on the pixel grid.
  public var lift: CGFloat
}

/// One `Explanation`, as data for the output.
public struct ExplanationSummary: Hashable, Sendable, Codable {
  /// The adjuster's identifier, or `"core"`.
  public var source: String
  /// The kind of decision.
  public var topic: String
  /// The decision.
  public var message: String
  /// The numbers it used.
  public var values: [String: Double]
  /// The whole line, as `keyboard-sim` prints it.
  public var text: String
}
