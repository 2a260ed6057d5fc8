/// A horizontal size class, as `UIUserInterfaceSizeClass` (what decides, for example, the
/// system minimum layout margins of a controller's root view: 16 compact, 20 regular).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, Codable, CaseIterable {
  /// iPhones in portrait and most in landscape; narrow iPad windows.
  case compact
  /// iPads in full screen and wide windows.
  case regular
}
