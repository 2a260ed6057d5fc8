// `import KeyboardLift` is enough for an app: it re-exports the facade (`KeyboardManager`, with
// the core, the trace recording and, on iOS, the UIKit binding) and the built-in adjusters, and
// adds their `.recommended` set.
@_exported import KeyboardAppearance
@_exported import KeyboardCore
@_exported import KeyboardGestureGuard
@_exported import KeyboardLiftManager
@_exported import KeyboardRootAdjust
@_exported import KeyboardScrollAdjust
@_exported import KeyboardTrace

#if canImport(UIKit) && os(iOS)  // Mac Catalyst is os(iOS) too
  @_exported import KeyboardUIKit
#endif
