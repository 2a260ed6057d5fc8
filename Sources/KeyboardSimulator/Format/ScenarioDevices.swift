import Foundation
import KeyboardHeadless

/// The device profiles scenario files may name: KeyboardHeadless's built-in profiles.
package enum ScenarioDevices {
  /// The profile names, in KeyboardHeadless's order.
  package static var names: [String] { DeviceProfile.all.map(\.name) }

  /// The profile a screen choice stands for: a built-in profile by name, or one made from an
  /// explicit screen. `nil` for an unknown name (the loader rejects those).
  package static func profile(for choice: ScreenChoice) -> DeviceProfile? {
    switch choice {
    case .device(let name): return DeviceProfile.named(name)
    case .custom(let screen): return profile(for: screen)
    }
  }

  /// A profile made from an explicit screen: its window, safe area, scale and orientation; the
  /// keyboard frame it gives (or, without one, a keyboard of height 0 at the screen's bottom, so
  /// only explicit frames show one).
  package static func profile(for screen: ScenarioScreen) -> DeviceProfile {
    let bounds = CGRect(origin: .zero, size: screen.size)
    let keyboard =
      screen.keyboardFrame ?? CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: 0)
    return DeviceProfile(
      name: "custom", screenBounds: bounds, windowFrame: screen.windowFrame,
      safeAreaInsets: screen.safeArea, scale: screen.scale, orientation: screen.orientation,
      statusBarHeight: screen.statusBarHeight,
      horizontalSizeClass: horizontalSizeClass(
        forWindowWidth: screen.windowFrame?.width ?? bounds.width),
      keyboardFrame: keyboard)
  }

  /// The horizontal size class of a window `width` points wide, for an explicit screen and a
  /// resized window: regular from 700 pt (an iPad's whole screen, the larger side of a Split
  /// View, a wide Stage Manager window), compact below.
  package static func horizontalSizeClass(forWindowWidth width: CGFloat) -> UserInterfaceSizeClass {
    width >= 700 ? .regular : .compact
  }
}
