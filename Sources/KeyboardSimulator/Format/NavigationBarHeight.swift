import Foundation
import KeyboardCore

/// A navigation controller's bar height in each orientation of the window, as UIKit changes it
/// on rotation (a phone's bar is 44 pt in portrait, 32 pt in landscape; an iPad's 50; a large
/// title adds 52).
package struct NavigationBarHeight: Equatable, Sendable {
  /// The height while the window is in portrait (or its orientation is unknown).
  package var portrait: CGFloat
  /// The height while the window is in landscape.
  package var landscape: CGFloat

  /// The same height in both orientations.
  package init(_ height: CGFloat) {
    self.init(portrait: height, landscape: height)
  }

  /// A height per orientation.
  package init(portrait: CGFloat, landscape: CGFloat) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// 44 pt in both orientations (KeyboardHeadless's default).
  package static let standard = NavigationBarHeight(44)

  /// The height for a window in `orientation`.
  package func height(in orientation: InterfaceOrientation) -> CGFloat {
    orientation.isLandscape ? landscape : portrait
  }
}
