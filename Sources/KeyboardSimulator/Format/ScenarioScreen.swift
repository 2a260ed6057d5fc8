import Foundation
import KeyboardCore

/// The screen a scenario runs on: a named device profile, or a screen described in full.
package enum ScreenChoice: Equatable, Sendable {
  /// A device profile of KeyboardHeadless, by name (`"notched-phone"`).
  case device(String)
  /// A screen and window described in the file.
  case custom(ScenarioScreen)
}

/// A screen and its one window, described explicitly.
package struct ScenarioScreen: Equatable, Sendable {
  /// The screen's size in points; its origin is (0, 0).
  package var size: CGSize
  /// The window's frame in screen coordinates (the whole screen unless given: iPad
  /// multitasking and Stage Manager windows are smaller and placed anywhere).
  package var windowFrame: CGRect?
  /// The window's safe-area insets.
  package var safeArea: EdgeInsets
  /// The interface orientation.
  package var orientation: InterfaceOrientation
  /// Pixels per point.
  package var scale: CGFloat
  /// The status bar's height (0 when hidden).
  package var statusBarHeight: CGFloat
  /// The docked keyboard's frame in screen coordinates, used by keyboard steps whose frame is
  /// `"profile"`; `nil` when the screen has none.
  package var keyboardFrame: CGRect?

  /// Creates a screen.
  package init(
    size: CGSize, windowFrame: CGRect? = nil, safeArea: EdgeInsets = .zero,
    orientation: InterfaceOrientation = .portrait, scale: CGFloat = 2, statusBarHeight: CGFloat = 0,
    keyboardFrame: CGRect? = nil
  ) {
    self.size = size
    self.windowFrame = windowFrame
    self.safeArea = safeArea
    self.orientation = orientation
    self.scale = scale
    self.statusBarHeight = statusBarHeight
    self.keyboardFrame = keyboardFrame
  }
}

/// An adjuster a scenario registers: a built-in one, or the simulator's sample third-party
/// adjuster.
package enum AdjusterChoice: Equatable, Sendable, CustomStringConvertible {
  /// A built-in adjuster, by identifier.
  case builtIn(AdjusterIdentifier)
  /// The sample third-party "sticky bar": keeps the view with this id just above the keyboard.
  case stickyBar(viewID: String)

  /// The recommended set: GestureGuard, Appearance, ScrollAdjust, RootAdjust.
  package static let recommended: [AdjusterChoice] = [
    .builtIn(.gestureGuard), .builtIn(.appearance), .builtIn(.scrollAdjust), .builtIn(.rootAdjust),
  ]

  /// The short names a scenario uses for the built-ins.
  package static let builtInNames: [(String, AdjusterIdentifier)] = [
    ("gesture-guard", .gestureGuard), ("appearance", .appearance),
    ("scroll-adjust", .scrollAdjust), ("root-adjust", .rootAdjust),
  ]

  /// The identifier the adjuster registers under.
  package var identifier: AdjusterIdentifier {
    switch self {
    case .builtIn(let identifier): identifier
    case .stickyBar: StickyBarIdentifier.value
    }
  }

  /// The short name (`"root-adjust"`, `"sticky-bar"`).
  package var description: String {
    switch self {
    case .builtIn(let identifier):
      Self.builtInNames.first { $0.1 == identifier }?.0 ?? identifier.rawValue
    case .stickyBar: "sticky-bar"
    }
  }
}

/// The identifier of the sample third-party sticky-bar adjuster.
package enum StickyBarIdentifier {
  /// `com.example.sticky-bar`.
  package static let value = AdjusterIdentifier("com.example.sticky-bar")
}
