import Foundation

/// The avoidance geometry of Behavior.md §6, computed once per event by KeyboardCore and handed to
/// every adjuster. All values are in window coordinates.
public struct AvoidanceGeometry: Equatable, Sendable, Codable {
  /// `T`: the focused input's frame.
  public var fieldFrame: CGRect
  /// `H`: the window's height.
  public var windowHeight: CGFloat
  /// The keyboard's end frame converted to window coordinates.
  public var keyboardFrame: CGRect
  /// `kbTop`: the top of the keyboard within the window; `H` when they do not intersect.
  public var keyboardTop: CGFloat
  /// `Gtop`: the top guide — the navigation bar's bottom (or status bar height) or the root
  /// view's top layout margin, whichever is lower, measured with the root at its captured origin.
  public var topGuide: CGFloat
  /// `d`: the distance wanted between the keyboard's top and the field's bottom.
  public var distance: CGFloat
  /// Pixels per point, for rounding.
  public var scale: CGFloat

  /// `kbCovered = H − kbTop`: the keyboard's height inside the window.
  public var keyboardCovered: CGFloat { windowHeight - keyboardTop }
  /// `need = T.maxY − (kbTop − d)`: how far the field must rise.
  public var need: CGFloat { fieldFrame.maxY - (keyboardTop - distance) }
  /// `room = T.minY − Gtop`: how far it can rise before its top passes under the top guide.
  public var room: CGFloat { fieldFrame.minY - topGuide }
  /// `lift = min(room, need)`, rounded to the pixel grid. Positive: the field is covered.
  public var lift: CGFloat { Swift.min(room, need).roundedToPixels(scale: scale) }
  /// Whether the field is covered (`lift > 0`).
  public var isFieldCovered: Bool { lift > 0 }
  /// The gap between the field's bottom and the keyboard's top, as it is now.
  public var gap: CGFloat { keyboardTop - fieldFrame.maxY }

  /// Creates geometry from measured values.
  public init(
    fieldFrame: CGRect, windowHeight: CGFloat, keyboardFrame: CGRect, keyboardTop: CGFloat,
    topGuide: CGFloat, distance: CGFloat, scale: CGFloat
  ) {
    self.fieldFrame = fieldFrame
    self.windowHeight = windowHeight
    self.keyboardFrame = keyboardFrame
    self.keyboardTop = keyboardTop
    self.topGuide = topGuide
    self.distance = distance
    self.scale = scale
  }

  /// The numbers, for an ``Explanation``.
  public var explanationValues: [Explanation.Value] {
    [
      .init("T.minY", fieldFrame.minY), .init("T.maxY", fieldFrame.maxY),
      .init("kbTop", keyboardTop), .init("kbCovered", keyboardCovered), .init("Gtop", topGuide),
      .init("d", distance), .init("need", need), .init("room", room), .init("lift", lift),
    ]
  }
}

extension AvoidanceGeometry {
  /// Measures the geometry for `field` in `window` against `keyboard` (Behavior.md §6).
  ///
  /// - Parameters:
  ///   - field: the focused input.
  ///   - window: the input's window.
  ///   - keyboard: the normalised keyboard (screen coordinates).
  ///   - rootView: the root controller's view.
  ///   - capturedRootOriginY: `y₀`, the root view's origin when the session began; the top
  ///     guide is measured as if the root view were there.
  ///   - navigationBar: the root's navigation bar, when shown.
  ///   - distance: `d`, the distance wanted between the keyboard and the field.
  @MainActor
  public static func measure(
    field: any HostTextInput, window: any HostWindow, keyboard: KeyboardInfo,
    rootView: any HostView, capturedRootOriginY: CGFloat, navigationBar: (any HostView)?,
    distance: CGFloat
  ) -> AvoidanceGeometry {
    let windowBounds = window.bounds
    let keyboardFrame = window.convertFromScreen(keyboard.endFrame)
    let keyboardTop = Self.keyboardTop(of: keyboardFrame, isVisible: keyboard.isVisible, in: window)

    // `if let`, not `map`: a closure formed in main-actor code checks at each call that it runs
    // on the main actor (≈ 290 instructions, four measures a show).
    let barBottom: CGFloat
    if let navigationBar {
      barBottom = navigationBar.frameInWindow.maxY
    } else {
      barBottom = window.statusBarHeight
    }
    let rootLiftedBy = capturedRootOriginY - rootView.frame.minY
    let rootTopAtCapture = rootView.frameInWindow.minY + rootLiftedBy
    let marginGuide = rootTopAtCapture + rootView.hostLayoutMargins.top
    return AvoidanceGeometry(
      fieldFrame: field.frameInWindow, windowHeight: windowBounds.height,
      keyboardFrame: keyboardFrame, keyboardTop: keyboardTop,
      topGuide: Swift.max(barBottom, marginGuide), distance: distance,
      scale: window.screenScale)
  }

  /// `kbTop`: the top of `keyboardFrame` (window coordinates) within the window's bounds; the
  /// window's bottom when the keyboard is not visible or they do not intersect.
  @MainActor
  static func keyboardTop(of keyboardFrame: CGRect, isVisible: Bool, in window: any HostWindow)
    -> CGFloat
  {
    let bounds = window.bounds
    let covered = keyboardFrame.intersection(bounds)
    return (isVisible && !covered.isNull && !covered.isEmpty) ? covered.minY : bounds.maxY
  }

  /// `kbCovered = H − kbTop` for `keyboard` in `window`: how much of the window it covers.
  @MainActor
  public static func keyboardCovered(by keyboard: KeyboardInfo, in window: any HostWindow)
    -> CGFloat
  {
    let frame = window.convertFromScreen(keyboard.endFrame)
    return window.bounds.maxY - keyboardTop(of: frame, isVisible: keyboard.isVisible, in: window)
  }
}
