import Foundation
import KeyboardHeadless

/// A window with a plain root controller. Keep the screen in a local for the whole test: a
/// view holds its superview (and so its window) weakly, as UIKit does.
@MainActor
struct Screen {
  let window: HeadlessWindow
  let root: HeadlessViewController
  var rootView: HeadlessView { root.view }
}

/// A window of `profile` with a plain root controller installed.
@MainActor
func makeScreen(_ profile: DeviceProfile = .notchedPhone) -> Screen {
  let window = HeadlessWindow(profile: profile)
  let root = HeadlessViewController()
  window.rootController = root
  return Screen(window: window, root: root)
}
