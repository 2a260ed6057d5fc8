// `import KeyboardLiftManager` gives an app the manager and the types its settings and methods
// speak: the core (with the geometry types), the trace recording (`TraceRecorder.Options`,
// `TraceRecordingError`) and, on iOS and Mac Catalyst, the UIKit binding (whose UIKit
// conveniences, such as `ControllerClass(MyController.self)`, an app uses). It imports no
// adjuster: the app adds the products of the adjusters it wants, or the `KeyboardLift` umbrella.
@_exported import KeyboardCore
@_exported import KeyboardTrace

#if canImport(UIKit) && os(iOS)  // Mac Catalyst is os(iOS) too
  @_exported import KeyboardUIKit
#endif
