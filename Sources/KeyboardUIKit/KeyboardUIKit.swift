// KeyboardUIKit: the UIKit binding of KeyboardCore.
//
// UIKit's classes conform to KeyboardCore's host protocols (UIView+HostView.swift and its
// neighbours), UIKitAnimator runs changes inside UIKit's animations, and UIKitKeyboardHost
// forwards UIKit's notifications to an ActiveConfiguration. Every file is wrapped in
// `#if canImport(UIKit)` so that Linux builds see an empty module, and in `#if os(iOS)` (which
// includes Mac Catalyst) because the keyboard, status-bar, screen and orientation APIs the
// binding needs are not available on tvOS, visionOS or watchOS.
#if canImport(UIKit)
  // The module re-exports nothing: an app imports KeyboardCore next to KeyboardUIKit (or imports
  // the umbrella KeyboardLift, which re-exports both).
#endif
