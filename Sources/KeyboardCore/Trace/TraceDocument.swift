import Foundation

/// A recorded trace as a scenario file (format 1 of Docs/ScenarioFormat.md): the screen, the
/// settings and adjusters in force, the controller hierarchy, and the timeline. Only the fields
/// a trace needs; `nil` fields are left out of the JSON.
struct TraceDocument: Encodable {
  var format = 1
  var name: String
  var description: String
  var screen: TraceScreen
  var settings: TraceSettings
  var adjusters: [String]
  var root: TraceController
  var steps: [TraceStep]
}

/// The screen and window, described explicitly (`"screen"` of a scenario or a `rotate` step).
struct TraceScreen: Encodable, Equatable {
  var size: TraceSize
  var window: TraceRect
  var safeArea: TraceInsets
  var orientation: String
  var scale: Double
  var statusBarHeight: Double
  /// The first visible keyboard frame seen on this screen (screen coordinates).
  var keyboard: TraceRect?
}

/// Every global setting, by its Swift name (a scenario's `settings`, a `changeSettings` step).
struct TraceSettings: Encodable, Equatable {
  var isEnabled: Bool
  var keyboardDistance: Double
  var disabledDistanceHandlingClasses: [String]
  var enabledDistanceHandlingClasses: [String]
  var layoutIfNeededOnUpdate: Bool
  var overrideKeyboardAppearance: Bool
  var keyboardAppearance: String
}

/// A view's `keyboard` settings. In a snapshot only what differs from the defaults is written;
/// in a `changeViewSettings` step every field is, an unset distance as `null`.
struct TraceViewSettings: Encodable, Equatable {
  var distanceFromKeyboard: Double?
  var enableMode: String?
  var ignoreScrollingAdjustment: Bool?
  var ignoreContentInsetAdjustment: Bool?
  var restoreContentOffset: Bool?
  /// Whether a `nil` distance is written as `null` (which unsets it) rather than left out.
  var writesUnsetDistance = false

  private enum CodingKeys: String, CodingKey {
    case distanceFromKeyboard, enableMode, ignoreScrollingAdjustment, ignoreContentInsetAdjustment
    case restoreContentOffset
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if let distanceFromKeyboard {
      try container.encode(distanceFromKeyboard, forKey: .distanceFromKeyboard)
    } else if writesUnsetDistance {
      try container.encodeNil(forKey: .distanceFromKeyboard)
    }
    try container.encodeIfPresent(enableMode, forKey: .enableMode)
    try container.encodeIfPresent(ignoreScrollingAdjustment, forKey: .ignoreScrollingAdjustment)
    try container.encodeIfPresent(
      ignoreContentInsetAdjustment, forKey: .ignoreContentInsetAdjustment)
    try container.encodeIfPresent(restoreContentOffset, forKey: .restoreContentOffset)
  }

  /// Whether nothing would be written.
  var isEmpty: Bool {
    distanceFromKeyboard == nil && !writesUnsetDistance && enableMode == nil
      && ignoreScrollingAdjustment == nil && ignoreContentInsetAdjustment == nil
      && restoreContentOffset == nil
  }
}
