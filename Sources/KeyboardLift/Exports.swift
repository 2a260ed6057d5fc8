// `import KeyboardLift` is enough for an app: it re-exports the core (and with it the geometry
// types the whole API speaks), the built-in adjusters and, on iOS, the UIKit binding (whose
// UIKit conveniences, such as `ControllerClass(MyController.self)`, an app uses).
@_exported import KeyboardAppearance
@_exported import KeyboardCore
@_exported import KeyboardGestureGuard
@_exported import KeyboardRootAdjust
@_exported import KeyboardScrollAdjust

#if canImport(UIKit) && (os(iOS) || targetEnvironment(macCatalyst))
  @_exported import KeyboardUIKit
#endif
